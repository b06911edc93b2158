import { AuthCard } from '../components/AuthCard';
import { AppLink } from '../components/AppLink';
import { ResendForm } from '../components/ResendForm';
import { Icon } from '../components/controls';

/** The 'Check your email' step after a sign-up that needs confirmation (SPEC.md §2 "Signup"). */
export function CheckEmail({ email }: { email: string }) {
  return (
    <AuthCard
      title="Check your email"
      icon={<Icon name="mail" />}
      subtitle="We've sent a confirmation link to"
      footer={<AppLink to="/app/login">Back to Sign In</AppLink>}
    >
      <span className="pp-email-chip" data-testid="check-email-address">{email}</span>
      <ol className="pp-steps">
        <li>Check your inbox for an email from PostPilot.</li>
        <li>Can&apos;t find it? Look in your spam or junk folder.</li>
        <li>Click the confirmation link in the email.</li>
        <li>Come back here and sign in to start creating posts.</li>
      </ol>
      <ResendForm initialEmail={email} />
      <p className="pp-auth-foot" style={{ marginTop: 16 }}>
        Still stuck? <AppLink to="/app/email-verification">Get help here</AppLink>
      </p>
    </AuthCard>
  );
}
