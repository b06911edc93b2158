import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { api, errorDetail } from 'shared/api';
import { authState, setSession } from 'shared/auth';
import { navigate, publish, subscribe, toast } from 'shared/bus';
import { PLANS, TRIAL_DAYS, planFor, TRIAL_TIER } from 'shared/constants';
import type { AreaProps } from 'shared/kit';
import { AuthCard } from '../components/AuthCard';
import { AppLink } from '../components/AppLink';
import { LinkedInButton } from '../components/LinkedInButton';
import { validateSignup, type SignupField, type SignupForm } from '../lib/signup-validation';
import { CheckEmail } from './CheckEmail';
import { useCarriedOver } from '../lib/prerendered';
import { Button, Checkbox, EmailInput, FormItem, Icon, PasswordInput, PlainForm, TextInput, fieldProps } from '../components/controls';

const FREE = PLANS[0];
/** The form's fields by id (the prerendered copy has the same ids). */
const FIELD_IDS = { fullName: 'signup-name', email: 'signup-email', password: 'signup-password', termsAccepted: 'signup-terms' } as const;

/** After an instant sign-up: the profile-setup modal, then the dashboard (whether saved or skipped). */
function openProfileSetupThenDashboard() {
  const sub = subscribe('persona:closed', () => {
    sub.unsubscribe();
    navigate('/app/dashboard', { replace: true });
  });
  publish('persona:open', { reason: 'signup' });
}

/** /app/signup: free-plan summary, the form with SPEC.md §5's checks, LinkedIn, then 'Check your email'. */
export function Signup({ query }: AreaProps) {
  const auth = useSnapshot(authState);
  // Typed on the prerendered card before this script ran: kept (lib/prerendered.ts).
  const carried = useCarriedOver(Object.values(FIELD_IDS), (later) =>
    setForm((f) => ({
      fullName: later.values[FIELD_IDS.fullName] ?? f.fullName,
      email: later.values[FIELD_IDS.email] ?? f.email,
      password: later.values[FIELD_IDS.password] ?? f.password,
      termsAccepted: later.checked[FIELD_IDS.termsAccepted] ?? f.termsAccepted,
    })),
  );
  const [form, setForm] = useState<SignupForm>({
    fullName: carried.values[FIELD_IDS.fullName] ?? '',
    email: carried.values[FIELD_IDS.email] ?? query.email ?? '',
    password: carried.values[FIELD_IDS.password] ?? '',
    termsAccepted: carried.checked[FIELD_IDS.termsAccepted] ?? false,
  });

  const [error, setError] = useState<{ field: SignupField; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const signingUp = useRef(false);

  useEffect(() => {
    if (!auth.loading && auth.token && !signingUp.current) navigate('/app/dashboard', { replace: true });
  }, [auth.loading, auth.token]);

  const set = <K extends keyof SignupForm>(k: K, v: SignupForm[K]) => {
    setForm((f) => ({ ...f, [k]: v }));
    if (error?.field === k) setError(null);
  };

  async function submit() {
    if (busy) return;
    const check = validateSignup(form);
    if (!check.ok) {
      if (!check.ignored && check.message) setError({ field: check.field, message: check.message });
      return;
    }
    setError(null);
    setBusy(true);
    signingUp.current = true;
    const email = form.email.trim();
    try {
      const r = await api.signup({ email, password: form.password, full_name: form.fullName.trim() });
      if (r.email_confirmation_required) {
        toast.success(r.message?.trim() || 'Please check your email to confirm your account!');
        setSentTo(email);
      } else if (r.access_token && r.user) {
        setSession(r.access_token, r.user);
        publish('auth:login', { user: r.user });
        toast.success(r.message?.trim() || 'Account created successfully!');
        openProfileSetupThenDashboard();
      } else {
        toast.success('Account created successfully! Please log in.');
        navigate(`/app/login?email=${encodeURIComponent(email)}`);
      }
    } catch (e) {
      signingUp.current = false;
      toast.error(errorDetail(e, 'Registration failed'));
    } finally {
      setBusy(false);
    }
  }

  if (sentTo) return <CheckEmail email={sentTo} />;

  const invalid = (f: SignupField) => error?.field === f;
  // The message keeps a gap below it: a two-line message otherwise runs into the next field's label.
  const help = (f: SignupField) => (error?.field === f ? <span style={{ display: 'block', paddingBottom: 10 }}>{error.message}</span> : undefined);

  return (
    <AuthCard
      wide
      title="Create your account"
      subtitle={`Start writing LinkedIn posts with AI. Free plan forever, and a ${TRIAL_DAYS}-day ${planFor(TRIAL_TIER).name} trial with no credit card.`}
      footer={
        <>
          Already have an account? <AppLink to="/app/login">Sign in instead</AppLink>
        </>
      }
    >
      <div className="pp-plan" aria-label="The free plan includes">
        <div className="pp-plan__title">
          <span>The {FREE.name} plan includes</span>
          <span>${FREE.price}/month</span>
        </div>
        <ul>
          {FREE.features.map((f) => (
            <li key={f}>
              <Icon name="check" /> {f}
            </li>
          ))}
        </ul>
      </div>
      <LinkedInButton />
      <div className="pp-auth-or">or sign up with email</div>
      <PlainForm onSubmit={submit}>
        <FormItem label="Full name" htmlFor="signup-name" error={help('fullName')}>
          <TextInput
            {...fieldProps('signup-name', { error: help('fullName') })}
            invalid={invalid('fullName')}
            autoComplete="name"
            prefix={<Icon name="user" style={{ color: '#94a3b8' }} />}
            placeholder="Jane Doe"
            value={form.fullName}
            onChange={(e) => set('fullName', e.target.value)}
          />
        </FormItem>
        <FormItem label="Email" htmlFor="signup-email" error={help('email')}>
          <EmailInput
            {...fieldProps('signup-email', { error: help('email') })}
            invalid={invalid('email')}
            value={form.email}
            onChange={(e) => set('email', e.target.value)}
          />
        </FormItem>
        <FormItem label="Password" htmlFor="signup-password" error={help('password')} help="At least 8 characters">
          <PasswordInput
            {...fieldProps('signup-password', { error: help('password'), help: 'At least 8 characters' })}
            invalid={invalid('password')}
            autoComplete="new-password"
            placeholder="Create a password"
            value={form.password}
            onChange={(e) => set('password', e.target.value)}
          />
        </FormItem>
        <div style={{ margin: '14px 0 18px' }}>
          <Checkbox id="signup-terms" checked={form.termsAccepted} onChange={(checked) => set('termsAccepted', checked)}>
            I agree to the{' '}
            <a href="/terms" target="_blank" rel="noreferrer" onClick={(e) => e.stopPropagation()}>Terms of Service</a> and{' '}
            <a href="/privacy" target="_blank" rel="noreferrer" onClick={(e) => e.stopPropagation()}>Privacy Policy</a>
          </Checkbox>
        </div>
        <Button primary submit loading={busy} disabled={!form.termsAccepted}>
          {busy ? 'Creating account...' : 'Create Account'}
        </Button>
      </PlainForm>
    </AuthCard>
  );
}
