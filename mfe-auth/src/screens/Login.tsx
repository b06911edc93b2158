import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { api, errorDetail } from 'shared/api';
import { authState, setSession } from 'shared/auth';
import { navigate, publish, toast } from 'shared/bus';
import type { AreaProps } from 'shared/kit';
import { AuthCard } from '../components/AuthCard';
import { AppLink } from '../components/AppLink';
import { LinkedInButton } from '../components/LinkedInButton';
import { useResend } from '../components/ResendForm';
import { takeLoginDestination } from '../lib/redirect';
import { RESEND_B, resendFailureB, resendToast } from '../lib/resend-messages';
import { useCarriedOver } from '../lib/prerendered';
import { Button, Checkbox, EmailInput, FormItem, InlineMessage, PasswordInput, PlainForm, fieldProps } from '../components/controls';

type Errors = { email?: string; password?: string };


/** Panel offered after a login refused for an unconfirmed address (variant B messages). */
function ResendConfirmationPanel({ email }: { email: string }) {
  // The auth layer toasts the server's detail (or its fallback); the panel says variant B's message.
  const { busy, msg, resend } = useResend({ success: RESEND_B.success, failure: resendFailureB, failureToast: resendToast });
  return (
    <div className="pp-panel" data-testid="resend-panel">
      <p>Your email address is not confirmed yet. We can send you a new confirmation link.</p>
      <Button loading={busy} disabled={!email.trim()} onClick={() => void resend(email.trim())}>
        Resend confirmation email
      </Button>
      {msg && <InlineMessage ok={msg.ok}>{msg.text}</InlineMessage>}
    </div>
  );
}

/** /app/login: e-mail and password, remember me, forgot password, LinkedIn (SPEC.md §2 "Login"). */
export function Login({ query, state }: AreaProps) {
  const auth = useSnapshot(authState);
  // Typed on the prerendered card before this script ran: kept (lib/prerendered.ts).
  const carried = useCarriedOver(['login-email', 'login-password', 'login-remember'], (later) => {
    if (later.values['login-email'] !== undefined) setEmail(later.values['login-email']);
    if (later.values['login-password'] !== undefined) setPassword(later.values['login-password']);
    if (later.checked['login-remember'] !== undefined) setRemember(later.checked['login-remember']);
  });
  const [email, setEmail] = useState(carried.values['login-email'] ?? query.email ?? '');
  const [password, setPassword] = useState(carried.values['login-password'] ?? '');
  const [remember, setRemember] = useState(carried.checked['login-remember'] ?? true);

  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [needsConfirmation, setNeedsConfirmation] = useState(false);
  const signingIn = useRef(false);

  // A signed-in visitor has nothing to do here: on to where a sign-in would have gone (a sign-in in another tab
  // brings this tab back here with a session, and the page its session ended on is kept for its member).
  useEffect(() => {
    if (!auth.loading && auth.token && !signingIn.current) navigate(takeLoginDestination(sessionStorage, state, authState.user), { replace: true });
  }, [auth.loading, auth.token]);

  async function submit() {
    const e: Errors = {};
    if (!email.trim()) e.email = 'Please enter your email';
    if (!password) e.password = 'Please enter your password';
    setErrors(e);
    if (e.email || e.password || busy) return;
    setBusy(true);
    setNeedsConfirmation(false);
    signingIn.current = true;
    try {
      const r = await api.login({ email: email.trim(), password, remember_me: remember });
      setSession(r.access_token, r.user, { remember });
      publish('auth:login', { user: r.user });
      toast.success('Login successful!');
      navigate(takeLoginDestination(sessionStorage, state, r.user), { replace: true });
    } catch (err) {
      signingIn.current = false;
      const detail = errorDetail(err, 'Login failed');
      toast.error(detail);
      if (detail.toLowerCase().includes('confirmation link')) setNeedsConfirmation(true);
      setBusy(false);
    }
  }

  return (
    <AuthCard
      title="Welcome back"
      subtitle="Sign in to keep writing posts that get noticed."
      footer={
        <>
          Don&apos;t have an account? <AppLink to="/app/signup">Create an account</AppLink>
        </>
      }
    >
      {needsConfirmation && <ResendConfirmationPanel email={email} />}
      <PlainForm onSubmit={submit}>
        <FormItem label="Email" htmlFor="login-email" error={errors.email}>
          <EmailInput
            {...fieldProps('login-email', { error: errors.email })}
            invalid={!!errors.email}
            autoFocus
            value={email}
            onChange={(ev) => setEmail(ev.target.value)}
          />
        </FormItem>
        <FormItem label="Password" htmlFor="login-password" error={errors.password}>
          <PasswordInput
            {...fieldProps('login-password', { error: errors.password })}
            invalid={!!errors.password}
            autoComplete="current-password"
            placeholder="Your password"
            value={password}
            onChange={(ev) => setPassword(ev.target.value)}
          />
        </FormItem>
        <div className="pp-auth-row">
          <Checkbox id="login-remember" checked={remember} onChange={setRemember}>Remember me</Checkbox>
          <AppLink to="/forgot-password">Forgot password?</AppLink>
        </div>
        <Button primary submit loading={busy}>
          {busy ? 'Signing in...' : 'Sign In'}
        </Button>
      </PlainForm>
      <div className="pp-auth-or">or</div>
      <LinkedInButton />
    </AuthCard>
  );
}
