import { useState } from 'react';
import { api, errorDetail } from 'shared/api';
import { authState, clearSession, readStoredToken, readStoredUser } from 'shared/auth';
import { navigate, toast } from 'shared/bus';
import { newPasswordProblem } from 'shared/constants';
import { Button, Form, LockOutlined, WarningOutlined, type AreaProps } from 'shared/ui';
import { AuthCard } from '../components/AuthCard';
import { AppLink } from '../components/AppLink';
import { FormShell } from '../components/fields';
import { NamedPassword } from '../components/NamedPassword';

type Errors = { password?: string; confirm?: string };

/**
 * /app/reset-password?token=…: choose a new password; every session of that member is revoked by the server. A browser
 * signed in as another member keeps its session (the answer names the account reset).
 */
export function ResetPassword({ query }: AreaProps) {
  const token = query.token ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  if (!token) {
    return (
      <AuthCard
        tone="warn"
        icon={<WarningOutlined />}
        title="Reset link missing"
        subtitle="This page needs the link from your password-reset email. Request a new one if it expired."
        footer={<AppLink to="/app/login">Back to Sign In</AppLink>}
      >
        <Button type="primary" size="large" block onClick={() => navigate('/app/forgot-password')}>Request a new link</Button>
      </AuthCard>
    );
  }

  async function submit() {
    const e: Errors = {};
    const problem = newPasswordProblem(password);
    if (problem) e.password = problem;
    else if (confirm !== password) e.confirm = 'Passwords do not match';
    setErrors(e);
    if (e.password || e.confirm) return;
    setBusy(true);
    try {
      const { email } = await api.resetPassword(token, password);
      const signedInAs = readStoredToken() ? (authState.user ?? readStoredUser())?.email ?? null : null;
      if (signedInAs && signedInAs.toLowerCase() !== email.toLowerCase()) {
        // A link for another account: this browser's member stays signed in, and is told whose password changed.
        toast.success(`The password of ${email} has been reset. You are still signed in as ${signedInAs}.`);
        navigate('/app/dashboard', { replace: true });
        return;
      }
      // The server revoked every session of the member, this browser's included.
      if (readStoredToken()) clearSession();
      toast.success('Your password has been reset. Please sign in with your new password.');
      navigate('/app/login', { replace: true });
    } catch (err) {
      toast.error(errorDetail(err, 'Failed to reset password. Please try again.'));
      setBusy(false);
    }
  }

  return (
    <AuthCard
      icon={<LockOutlined />}
      title="Choose a new password"
      subtitle="Pick something you don't use anywhere else."
      footer={<AppLink to="/app/forgot-password">Need a new reset link?</AppLink>}
    >
      <FormShell onSubmit={submit}>
          <Form.Item label="New password" htmlFor="reset-password" validateStatus={errors.password ? 'error' : undefined} help={errors.password ?? 'At least 8 characters'}>
            <NamedPassword field="new password" id="reset-password" size="large" autoComplete="new-password" autoFocus value={password} onChange={(ev) => setPassword(ev.target.value)} />
          </Form.Item>
          <Form.Item label="Confirm new password" htmlFor="reset-confirm" validateStatus={errors.confirm ? 'error' : undefined} help={errors.confirm}>
            <NamedPassword field="confirmed password" id="reset-confirm" size="large" autoComplete="new-password" value={confirm} onChange={(ev) => setConfirm(ev.target.value)} />
          </Form.Item>
          <Button type="primary" htmlType="submit" size="large" block loading={busy}>
            {busy ? 'Saving...' : 'Reset password'}
          </Button>
      </FormShell>
    </AuthCard>
  );
}
