/**
 * The auth area's antd screens, each inside the product theme (shared/ui's withUi): one chunk, loaded with shared/ui
 * when one of them is first shown, so the public sign-in and sign-up screens (plain CSS) never load antd.
 */
import { withUi } from 'shared/ui';
import { AccountSettings as AccountSettingsScreen } from './AccountSettings';
import { EmailBanner as EmailBannerScreen } from './EmailBanner';
import { EmailVerification as EmailVerificationScreen } from './EmailVerification';
import { ForgotPassword as ForgotPasswordScreen } from './ForgotPassword';
import { LinkedInCallback as LinkedInCallbackScreen } from './LinkedInCallback';
import { Profile as ProfileScreen } from './Profile';
import { ProfileSetup as ProfileSetupScreen } from './ProfileSetup';
import { ResetPassword as ResetPasswordScreen } from './ResetPassword';

export const AccountSettings = withUi(AccountSettingsScreen);
export const EmailBanner = withUi(EmailBannerScreen);
export const EmailVerification = withUi(EmailVerificationScreen);
export const ForgotPassword = withUi(ForgotPasswordScreen);
export const LinkedInCallback = withUi(LinkedInCallbackScreen);
export const Profile = withUi(ProfileScreen);
export const ProfileSetup = withUi(ProfileSetupScreen);
export const ResetPassword = withUi(ResetPasswordScreen);
