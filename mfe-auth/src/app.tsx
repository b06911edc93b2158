import { createAreaApp } from 'shared/ui';
import { AccountSettings } from './screens/AccountSettings';
import { EmailBanner } from './screens/EmailBanner';
import { EmailVerification } from './screens/EmailVerification';
import { ForgotPassword } from './screens/ForgotPassword';
import { LinkedInCallback } from './screens/LinkedInCallback';
import { Login } from './screens/Login';
import { Profile } from './screens/Profile';
import { ProfileSetup } from './screens/ProfileSetup';
import { ResetPassword } from './screens/ResetPassword';
import { Signup } from './screens/Signup';
import { STYLES } from './styles';

/** single-spa lifecycles of the auth area, exposed as `./app`: its screens by the `screen` prop the host passes. */
export const { bootstrap, mount, unmount, update } = createAreaApp({
  area: 'auth',
  buildLabel: __BUILD_LABEL__,
  styles: STYLES,
  screens: {
    'login': { title: 'Sign in', component: Login },
    'signup': { title: 'Create account', component: Signup },
    'email-verification': { title: 'Email verification', component: EmailVerification },
    'linkedin-callback': { title: 'LinkedIn sign-in', component: LinkedInCallback },
    'forgot-password': { title: 'Forgot password', component: ForgotPassword },
    'reset-password': { title: 'Reset password', component: ResetPassword },
    'profile': { title: 'Profile Settings', component: Profile },
    'account-settings': { title: 'Account Settings', component: AccountSettings },
    // Mounted by the host outside routes: the overlay (on `persona:open`) and the banner slot above app pages.
    'profile-setup': { title: 'Set up your profile', component: ProfileSetup },
    'email-banner': { title: 'Confirm your email', component: EmailBanner },
  },
});
