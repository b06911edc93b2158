import { useEffect, useRef, useState } from 'react';
import { api } from 'shared/api';
import { readStoredToken, readStoredUser, setSession, setUser, takeLinkedInReturn } from 'shared/auth';
import { navigate, publish, toast } from 'shared/bus';
import { LIMITS } from 'shared/constants';
import type { LoginResponse, User } from 'shared/contracts';
import { Button, CloseOutlined, LinkedinFilled, Spin, type AreaProps } from 'shared/ui';
import { AuthCard } from '../components/AuthCard';
import { classifyCallbackError, decideCallbackStart, duplicateDestination, LINKEDIN_MESSAGES } from '../lib/linkedin-callback';
import { takeLoginDestination } from '../lib/redirect';

type CallbackResponse = Partial<LoginResponse> & { intent?: string };

/**
 * One exchange per authorization code per page: React StrictMode, a re-render or a second mount reuse the
 * first request instead of posting the single-use code again.
 */
const exchanges = new Map<string, Promise<CallbackResponse>>();
const finished = new Set<string>();

function exchangeOnce(code: string, state: string): Promise<CallbackResponse> {
  let p = exchanges.get(code);
  if (!p) {
    p = api.linkedinCallback({ code, state }) as Promise<CallbackResponse>;
    exchanges.set(code, p);
  }
  return p;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Take over a session another tab (or a double request) stored while this screen waited: the shell's store
 * only knows the token once it is set here, else the route guard would send the dashboard back to login.
 * False when the stored token turns out not to work.
 */
async function adoptStoredSession(): Promise<boolean> {
  const token = readStoredToken();
  if (!token) return false;
  let user = readStoredUser();
  try {
    user = await api.me();
  } catch {
    // A 401 clears the stored session (shared/api); anything else keeps the stored user.
    if (!readStoredToken()) return false;
  }
  setSession(token, user);
  if (user) publish('auth:login', { user });
  return true;
}

/** The placeholder user of SPEC.md §4 until /me answers: the name from the query, tier free. */
function placeholderUser(name: string, email: string): User {
  const now = new Date().toISOString();
  return {
    id: 'linkedin',
    email,
    full_name: name,
    subscription_tier: 'free',
    subscription_status: null,
    // LinkedIn vouches for the address; don't flash the unconfirmed-email banner before /me answers.
    email_confirmed_at: now,
    linkedin_connected: true,
    has_password: false,
    timezone: null,
    created_at: now,
  };
}

/** /app/linkedin-callback: every branch of SPEC.md §2 "LinkedIn callback screen" and §8. */
export function LinkedInCallback({ query }: AreaProps) {
  const [failure, setFailure] = useState<string | null>(null);
  // Signed in before LinkedIn sent us back: this was 'connect LinkedIn' from settings, not a sign-in.
  const wasSignedIn = useRef(!!readStoredToken());
  const key = JSON.stringify([query.success, query.token, query.error, query.code, query.state]);

  useEffect(() => {
    if (finished.has(key)) return;
    let live = true;
    let leave: ReturnType<typeof setTimeout> | undefined;
    const done = () => finished.add(key);
    const fail = (message: string, to: string) => {
      if (!live) return;
      done();
      // Shown on the card only (SPEC.md §8: returned as an error, not a toast), so it is not said twice.
      setFailure(message);
      // Cancelled when the screen goes away first ('Back to Sign In', or any other link).
      leave = setTimeout(() => navigate(to, { replace: true }), 2500);
    };
    const start = decideCallbackStart(query);
    const connecting = wasSignedIn.current || query.intent === 'connect';

    if (start.kind === 'token') {
      done();
      const user = placeholderUser(start.name, query.email ?? '');
      setSession(start.token, user);
      publish('auth:login', { user });
      toast.success(LINKEDIN_MESSAGES.welcome(start.name));
      api.me().then(setUser, () => undefined);
      navigate('/app/dashboard', { replace: true });
      return;
    }
    if (start.kind !== 'exchange') {
      fail(start.message, connecting ? takeLinkedInReturn('/app/account-settings') : '/app/login');
      return;
    }

    exchangeOnce(start.code, start.state)
      .then((r) => {
        if (!live) return;
        done();
        if (r.intent === 'connect' || connecting) {
          if (r.access_token && r.user) setSession(r.access_token, r.user);
          else if (r.user) setUser(r.user);
          toast.success(LINKEDIN_MESSAGES.connected);
          navigate(takeLinkedInReturn('/app/account-settings'), { replace: true });
          return;
        }
        if (!r.access_token || !r.user) throw new Error('LinkedIn sign-in returned no session');
        setSession(r.access_token, r.user);
        publish('auth:login', { user: r.user });
        toast.success(LINKEDIN_MESSAGES.welcome(r.user.full_name?.trim() || 'LinkedIn User'));
        navigate(takeLoginDestination(sessionStorage, null, r.user), { replace: true });
      })
      .catch(async (e: unknown) => {
        if (!live) return;
        const c = classifyCallbackError(e);
        if (connecting) {
          fail(c.kind === 'duplicate' ? LINKEDIN_MESSAGES.failed : c.message, takeLinkedInReturn('/app/account-settings'));
          return;
        }
        if (c.kind === 'duplicate') {
          done();
          // Another tab or a double request already used the code: give it time to store its session.
          await sleep(LIMITS.duplicateCallbackWaitMs);
          if (!live) return;
          if (readStoredToken() && (await adoptStoredSession())) {
            if (!live) return;
            toast.success(LINKEDIN_MESSAGES.welcomeBack);
            navigate('/app/dashboard', { replace: true });
            return;
          }
          await sleep(LIMITS.duplicateCallbackExtraWaitMs);
          if (!live) return;
          const hasSession = !!readStoredToken() && (await adoptStoredSession());
          if (!live) return;
          navigate(duplicateDestination(hasSession), { replace: true });
          return;
        }
        if (readStoredToken() && readStoredUser() && (await adoptStoredSession())) {
          if (!live) return;
          done();
          navigate('/app/dashboard', { replace: true });
          return;
        }
        fail(c.message, '/app/login');
      });
    return () => {
      live = false;
      clearTimeout(leave);
    };
    // The query identity is captured by `key`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  if (failure) {
    return (
      <AuthCard
        tone="err"
        icon={<CloseOutlined />}
        title="LinkedIn sign-in failed"
        subtitle={failure}
      >
        <Button type="primary" size="large" block onClick={() => navigate(wasSignedIn.current ? '/app/account-settings' : '/app/login', { replace: true })}>
          {wasSignedIn.current ? 'Back to Account Settings' : 'Back to Sign In'}
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard icon={<LinkedinFilled />} title="Completing LinkedIn Authentication" subtitle="Please wait while we log you in...">
      <div style={{ textAlign: 'center', padding: '4px 0 8px' }}>
        <Spin size="large" />
      </div>
    </AuthCard>
  );
}
