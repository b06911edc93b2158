import type { ComponentType } from 'react';
import { ScreenFrame, type AreaProps } from 'shared/ui';
import { ensureStyles } from './components/styles';
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

/** Every screen of the auth area by the `screen` prop the host passes (routes, the overlay, the banner slot). */
const SCREENS: Record<string, ComponentType<AreaProps>> = {
  'login': Login,
  'signup': Signup,
  'email-verification': EmailVerification,
  'linkedin-callback': LinkedInCallback,
  'forgot-password': ForgotPassword,
  'reset-password': ResetPassword,
  'profile': Profile,
  'account-settings': AccountSettings,
  'profile-setup': ProfileSetup,
  'email-banner': EmailBanner,
};

/** Routes the host's props to this area's screens. */
export function Root(props: AreaProps) {
  ensureStyles();
  const Screen = SCREENS[props.screen];
  if (!Screen) return <ScreenFrame title="Not found">This area has no screen called {props.screen}.</ScreenFrame>;
  return <Screen {...props} />;
}
