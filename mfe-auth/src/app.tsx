import { lazy, type ComponentType } from 'react';
import { createAreaApp, type AreaProps } from 'shared/kit';
import { Login } from './screens/Login';
import { Signup } from './screens/Signup';
import { STYLES } from './styles';

// Sign-in and sign-up (a visitor's first pages, prerendered) are plain CSS on shared/kit, so /app/login and
// /app/signup load no antd; every other screen uses antd and comes from one lazy chunk, with shared/ui.
const themed = () => import('./screens/themed');
type ThemedScreens = Awaited<ReturnType<typeof themed>>;
const screen = (name: keyof ThemedScreens): ComponentType<AreaProps> => lazy(() => themed().then((m) => ({ default: m[name] })));

/** single-spa lifecycles of the auth area, exposed as `./app`: its screens by the `screen` prop the host passes. */
export const { bootstrap, mount, unmount, update } = createAreaApp({
  area: 'auth',
  buildLabel: __BUILD_LABEL__,
  styles: STYLES,
  screens: {
    'login': { title: 'Sign in', component: Login },
    'signup': { title: 'Create account', component: Signup },
    'email-verification': { title: 'Email verification', component: screen('EmailVerification') },
    'linkedin-callback': { title: 'LinkedIn sign-in', component: screen('LinkedInCallback') },
    'forgot-password': { title: 'Forgot password', component: screen('ForgotPassword') },
    'reset-password': { title: 'Reset password', component: screen('ResetPassword') },
    'profile': { title: 'Profile Settings', component: screen('Profile') },
    'account-settings': { title: 'Account Settings', component: screen('AccountSettings') },
    // Mounted by the host outside routes: the overlay (on `persona:open`) and the banner slot above app pages. While
    // their code loads they show nothing (a 'Loading…' line would flash in the banner's place or behind the modal).
    'profile-setup': { title: 'Set up your profile', component: screen('ProfileSetup'), fallback: null },
    'email-banner': { title: 'Confirm your email', component: screen('EmailBanner'), fallback: null },
  },
});
