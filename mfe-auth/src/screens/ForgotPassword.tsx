import { useState } from 'react';
import { api, errorDetail } from 'shared/api';
import { EMAIL_MESSAGE, EMAIL_PATTERN, EMPTY_EMAIL_MESSAGE } from 'shared/constants';
import { toast } from 'shared/bus';
import { Button, Form, KeyOutlined, MailOutlined, type AreaProps } from 'shared/ui';
import { AuthCard } from '../components/AuthCard';
import { AppLink } from '../components/AppLink';
import { FormShell, EmailInput } from '../components/fields';

/** /app/forgot-password: the same answer whether or not the address has an account. */
export function ForgotPassword({ query }: AreaProps) {
  const [email, setEmail] = useState(query.email ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function submit() {
    const address = email.trim();
    if (!address) return setError(EMPTY_EMAIL_MESSAGE);
    if (!EMAIL_PATTERN.test(address)) return setError(EMAIL_MESSAGE);
    setError(null);
    setBusy(true);
    try {
      await api.forgotPassword(address);
      setSentTo(address);
    } catch (e) {
      toast.error(errorDetail(e, 'Failed to send the reset email. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  if (sentTo) {
    return (
      <AuthCard
        icon={<MailOutlined />}
        title="Check your email"
        subtitle="If an account exists for this address, we've sent a link to reset your password. It works once and expires soon."
        footer={<AppLink to="/app/login">Back to Sign In</AppLink>}
      >
        <span className="pp-email-chip">{sentTo}</span>
        <Button size="large" block onClick={() => setSentTo(null)}>Use a different email</Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      icon={<KeyOutlined />}
      title="Forgot your password?"
      subtitle="Enter the email you signed up with and we'll send you a link to choose a new password."
      footer={
        <>
          Remembered it? <AppLink to="/app/login">Back to Sign In</AppLink>
        </>
      }
    >
      <FormShell onSubmit={submit}>
          <Form.Item label="Email" htmlFor="forgot-email" validateStatus={error ? 'error' : undefined} help={error ?? undefined}>
            <EmailInput
              id="forgot-email"
              autoFocus
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" size="large" block loading={busy}>
            {busy ? 'Sending...' : 'Send reset link'}
          </Button>
      </FormShell>
    </AuthCard>
  );
}
