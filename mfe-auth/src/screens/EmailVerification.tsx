import { useEffect, useMemo, useRef, useState } from 'react';
import { api, errorDetail, errorStatus } from 'shared/api';
import { readStoredToken, setSession, setUser } from 'shared/auth';
import { navigate, publish } from 'shared/bus';
import { LIMITS } from 'shared/constants';
import { Button, CheckOutlined, CloseOutlined, ClockCircleOutlined, MailOutlined, Spin, type AreaProps } from 'shared/ui';
import { AuthCard } from '../components/AuthCard';
import { AppLink } from '../components/AppLink';
import { ResendForm } from '../components/ResendForm';
import { signOutToHome } from '../lib/sign-out';
import { parseVerificationFragment, type VerificationResult, type VerificationStatus } from '../lib/verification';

interface View {
  status: VerificationStatus;
  result: VerificationResult;
  /**
   * The address is confirmed but this browser was not signed into it: it holds another member's session (`signedInAs`),
   * which the link never replaces (null only if the server ever confirms without signing in: the member signs in).
   */
  confirmed?: { email: string; signedInAs: string | null };
}

/** Results already acted on, so a re-render (or StrictMode's double effect) never signs in twice. */
const handled = new Set<string>();

/**
 * /app/email-verification: where the confirmation link lands (SPEC.md §2, §4). The fragment says what happened;
 * an access token signs the member in and moves on to the dashboard after 2 s, unless another member is signed in
 * here (their session is kept). Our own link (`?token=`) signs in only the browser that signed up; elsewhere it
 * confirms the address and asks the member to sign in (login CSRF: README, Security).
 */
export function EmailVerification({ hash, query }: AreaProps) {
  const parsed = useMemo(() => parseVerificationFragment(hash), [hash]);
  const queryToken = query.token;
  const [view, setView] = useState<View>(() => ({
    status: parsed.status === 'success' || (parsed.empty && queryToken) ? 'loading' : parsed.status,
    result: parsed,
  }));
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    let live = true;
    const succeed = () => {
      if (!live) return;
      setView({ status: 'success', result: parsed });
      timer.current = setTimeout(() => navigate('/app/dashboard', { replace: true }), LIMITS.verificationRedirectMs);
    };

    if (parsed.status === 'success' && parsed.accessToken) {
      const key = `t:${parsed.accessToken}`;
      const token = parsed.accessToken;
      setView({ status: 'loading', result: parsed });
      // A member already signed in here keeps their session: a link carrying someone else's token must not swap
      // this browser into that account (login CSRF).
      const current = readStoredToken();
      const signedIn = current && current !== token ? api.me().catch(() => null) : Promise.resolve(null);
      Promise.all([api.meWithToken(token), signedIn])
        .then(([user, mine]) => {
          if (mine && mine.id !== user.id) {
            setView({ status: 'success', result: parsed, confirmed: { email: user.email, signedInAs: mine.email } });
            return;
          }
          setSession(token, user);
          setUser(user);
          if (!handled.has(key)) publish('auth:login', { user });
          handled.add(key);
          succeed();
        })
        .catch((e) => {
          if (!live) return;
          setView({
            status: 'error',
            result: { ...parsed, status: 'error', error: 'session_error', errorCode: String(errorStatus(e) || 'network'), errorDescription: 'Your email may be confirmed, but we could not sign you in. Please sign in with your password.' },
          });
        });
    } else if (parsed.empty && queryToken) {
      // A link that carries the raw confirmation token in its query: confirm through the API.
      setView({ status: 'loading', result: parsed });
      api
        .confirmEmail(queryToken)
        .then((r) => {
          if (r.access_token && r.user) {
            setSession(r.access_token, r.user);
            const key = `q:${queryToken}`;
            if (!handled.has(key)) publish('auth:login', { user: r.user });
            handled.add(key);
            succeed();
          } else if (r.signed_in) {
            // Already signed in here as this member: the banner goes once the user is read again.
            api.me().then(setUser, () => undefined);
            succeed();
          } else {
            // Confirmed, not signed in: another member's session stays, or this is not the browser that signed up.
            setView({ status: 'success', result: parsed, confirmed: { email: r.email, signedInAs: r.signed_in_as } });
          }
        })
        .catch((e) => {
          if (!live) return;
          const status = errorStatus(e);
          const description = errorDetail(e, 'Email link is invalid or has expired');
          const expired = status === 400 || status === 404 || status === 410;
          setView({
            status: expired ? 'expired' : 'error',
            result: { ...parsed, status: expired ? 'expired' : 'error', empty: false, error: expired ? 'access_denied' : 'confirmation_failed', errorCode: expired ? 'otp_expired' : String(status || 'network'), errorDescription: description },
          });
        });
    } else {
      setView({ status: parsed.status, result: parsed });
    }
    return () => {
      live = false;
      if (timer.current) clearTimeout(timer.current);
    };
  }, [parsed, queryToken]);

  const { status, result } = view;

  if (status === 'loading') {
    return (
      <AuthCard title="Verifying your email" subtitle="One moment while we confirm your address…">
        <div style={{ textAlign: 'center', padding: '8px 0 12px' }}>
          <Spin size="large" />
        </div>
      </AuthCard>
    );
  }

  if (status === 'success' && view.confirmed) {
    const { email, signedInAs } = view.confirmed;
    return (
      <AuthCard
        tone="ok"
        icon={<CheckOutlined />}
        title="Email verified!"
        subtitle={
          signedInAs
            ? `${email} is confirmed. You are signed in as ${signedInAs}; sign out, then sign in as ${email} to use that account.`
            : `${email} is confirmed. Please sign in to continue.`
        }
        footer={signedInAs ? <AppLink to="/app/dashboard">Stay signed in as {signedInAs}</AppLink> : undefined}
      >
        {signedInAs ? (
          <Button type="primary" size="large" block onClick={() => { signOutToHome('Logged out successfully'); navigate(`/app/login?email=${encodeURIComponent(email)}`); }}>
            Sign out and use that account
          </Button>
        ) : (
          <Button type="primary" size="large" block onClick={() => navigate(`/app/login?email=${encodeURIComponent(email)}`)}>
            Sign in
          </Button>
        )}
      </AuthCard>
    );
  }

  if (status === 'success') {
    return (
      <AuthCard tone="ok" icon={<CheckOutlined />} title="Email verified!" subtitle="Your email address is confirmed. Taking you to your dashboard…">
        <div style={{ textAlign: 'center', padding: '4px 0 8px' }}>
          <Spin />
        </div>
      </AuthCard>
    );
  }

  if (status === 'expired') {
    return (
      <AuthCard
        tone="warn"
        icon={<ClockCircleOutlined />}
        title="Verification Link Expired"
        subtitle={result.errorDescription ?? 'This confirmation link has expired or has already been used.'}
        footer={<AppLink to="/app/login">Back to Sign In</AppLink>}
      >
        <p style={{ color: '#334155', marginTop: -8 }}>Enter your email address and we&apos;ll send you a fresh confirmation link.</p>
        <ResendForm initialEmail={query.email ?? ''} />
      </AuthCard>
    );
  }

  if (!result.empty) {
    return (
      <AuthCard
        tone="err"
        icon={<CloseOutlined />}
        title="Verification Failed"
        subtitle={result.errorDescription ?? 'We could not verify your email address.'}
        footer={
          <>
            <AppLink to="/app/login">Back to Sign In</AppLink> · <AppLink to="/app/signup">Create an account</AppLink>
          </>
        }
      >
        <div className="pp-errbox" role="alert">
          <div>Error: {result.error ?? 'unknown'}</div>
          {result.errorCode && <div>Code: {result.errorCode}</div>}
        </div>
        <ResendForm initialEmail={query.email ?? ''} />
      </AuthCard>
    );
  }

  // Nothing in the fragment: help with the confirmation e-mail, and a resend form.
  return (
    <AuthCard
      icon={<MailOutlined />}
      title="Verify your email address"
      subtitle="Having trouble with your confirmation email? Here is what usually helps."
      footer={<AppLink to="/app/login">Back to Sign In</AppLink>}
    >
      <ol className="pp-steps">
        <li>Open the latest email from PostPilot; once you use one confirmation link, the others stop working.</li>
        <li>Check your spam, junk or promotions folder.</li>
        <li>Each link works once and expires after a while. If yours did, request a new one below.</li>
        <li>Still nothing after a few minutes? Make sure the address you signed up with is correct.</li>
      </ol>
      <ResendForm initialEmail={query.email ?? ''} />
    </AuthCard>
  );
}
