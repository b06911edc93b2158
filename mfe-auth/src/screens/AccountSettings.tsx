import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { api, errorDetail } from 'shared/api';
import { authState, setUser } from 'shared/auth';
import { navigate, toast } from 'shared/bus';
import { browserZone, newPasswordProblem } from 'shared/constants';
import type { ConnectionStatus, NotificationPreferences } from 'shared/contracts';
import {
  BellOutlined, Button, Card, ClockCircleOutlined, DeleteOutlined, DisconnectOutlined, DownloadOutlined, Form, KeyOutlined,
  AreaSlot, LinkedinFilled, Modal, SandboxBadge, ScreenFrame, Skeleton, Switch, Tabs, Tag, TimeZoneOptions, type AreaProps,
} from 'shared/ui';
import { startLinkedIn } from '../lib/linkedin-start';
import { signOutToHome } from '../lib/sign-out';
import { FormShell, InlineMessage } from '../components/fields';
import { NamedPassword } from '../components/NamedPassword';
import { LogoutButton } from '../components/LogoutButton';

const PREFS: { key: keyof NotificationPreferences; label: string; hint: string }[] = [
  { key: 'email', label: 'Email notifications', hint: 'Account and scheduling emails (publish confirmations, failures).' },
  { key: 'trendingTopics', label: 'Trending topics', hint: 'A weekly note on topics rising in your industry.' },
  { key: 'latestIdeas', label: 'Latest ideas', hint: 'Fresh post ideas picked from the viral library.' },
  { key: 'updates', label: 'Product updates', hint: 'New features and improvements to PostPilot.' },
];

/** LinkedIn connection: status, days to token expiry, connect, a real disconnect; refetched on window focus. */
function LinkedInCard() {
  const [status, setStatus] = useState<ConnectionStatus | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState<'connect' | 'disconnect' | null>(null);
  const [confirmingDisconnect, setConfirmingDisconnect] = useState(false);

  const load = useCallback(() => {
    api
      .connectionStatus()
      .then((s) => {
        setStatus(s);
        setFailed(false);
      })
      .catch(() => setFailed(true));
  }, []);

  useEffect(() => {
    load();
    window.addEventListener('focus', load);
    return () => window.removeEventListener('focus', load);
  }, [load]);

  async function disconnect() {
    setConfirmingDisconnect(false);
    setBusy('disconnect');
    try {
      await api.disconnectLinkedIn();
      toast.success('LinkedIn disconnected');
      api.me().then(setUser, () => undefined);
    } catch (e) {
      toast.error(errorDetail(e, 'Failed to disconnect LinkedIn'));
    } finally {
      setBusy(null);
      load();
    }
  }

  const days = status?.token_status?.days_until_expiry;
  return (
    <Card title={<><LinkedinFilled style={{ color: '#0a66c2' }} /> LinkedIn connection</>}>
      {!status && !failed ? (
        <Skeleton active paragraph={{ rows: 1 }} />
      ) : (
        <>
          <div className="pp-conn">
            <div className="pp-conn__logo"><LinkedinFilled /></div>
            <div style={{ minWidth: 0 }}>
              <div style={{ fontWeight: 600 }} data-testid="linkedin-status">
                {status?.connected ? <Tag color="green">Connected</Tag> : <Tag>Not connected</Tag>}
                {status?.sandbox && <SandboxBadge service="linkedin" />}
              </div>
              {status?.connected && status.profile_name && <div style={{ marginTop: 4 }}>{status.profile_name}</div>}
              {status?.connected && typeof days === 'number' && (
                <div className="pp-field__hint">Token expires in {days} {days === 1 ? 'day' : 'days'}</div>
              )}
              {failed && <div className="pp-field__hint">Could not check the connection right now.</div>}
              {!status?.connected && !failed && (
                <div className="pp-field__hint">Connect LinkedIn to publish scheduled posts directly to your profile.</div>
              )}
            </div>
          </div>
          <div className="pp-actions">
            {status?.connected ? (
              // A dialog, like Logout and Delete: it takes the focus, keeps it inside, and gives it back to this button.
              // (A Popconfirm left keyboard users outside it: Tab went on down the page while it stayed open.)
              <>
                <Button danger icon={<DisconnectOutlined />} loading={busy === 'disconnect'} onClick={() => setConfirmingDisconnect(true)}>
                  Disconnect
                </Button>
                <Modal
                  open={confirmingDisconnect}
                  title="Disconnect LinkedIn?"
                  okText="Disconnect"
                  okButtonProps={{ danger: true }}
                  onOk={() => void disconnect()}
                  onCancel={() => setConfirmingDisconnect(false)}
                >
                  Scheduled posts will not publish until you reconnect.
                </Modal>
              </>
            ) : (
              <Button
                type="primary"
                icon={<LinkedinFilled />}
                loading={busy === 'connect'}
                onClick={async () => {
                  setBusy('connect');
                  if (!(await startLinkedIn('connect'))) setBusy(null);
                }}
              >
                Connect LinkedIn
              </Button>
            )}
          </div>
        </>
      )}
    </Card>
  );
}

/** Notification preferences, stored per member (DECISIONS.md). */
function NotificationsCard() {
  const [prefs, setPrefs] = useState<NotificationPreferences | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    api.notificationPreferences().then(setPrefs, () => setFailed(true));
  }, []);

  async function toggle(key: keyof NotificationPreferences, value: boolean) {
    if (!prefs) return;
    const before = prefs;
    const after = { ...prefs, [key]: value };
    setPrefs(after);
    try {
      setPrefs(await api.saveNotificationPreferences(after));
    } catch (e) {
      setPrefs(before);
      toast.error(errorDetail(e, 'Failed to save notification preferences'));
    }
  }

  return (
    <Card title={<><BellOutlined /> Notification preferences</>}>
      {!prefs && !failed && <Skeleton active paragraph={{ rows: 3 }} />}
      {failed && <div className="pp-field__hint">Could not load your preferences. Reload the page to try again.</div>}
      {prefs &&
        PREFS.map((p) => (
          <div className="pp-switch-row" key={p.key}>
            <div>
              <strong id={`pref-${p.key}`}>{p.label}</strong>
              <span>{p.hint}</span>
            </div>
            <Switch aria-labelledby={`pref-${p.key}`} checked={prefs[p.key]} onChange={(v) => void toggle(p.key, v)} />
          </div>
        ))}
    </Card>
  );
}

/** The member's time zone: where the Scheduler starts a new post (DECISIONS.md); scheduling in a zone saves it too. */
function TimezoneCard() {
  const { user } = useSnapshot(authState);
  const browser = useMemo(browserZone, []);
  const saved = user?.timezone ?? null;
  const current = saved ?? browser;
  const [busy, setBusy] = useState(false);

  async function choose(zone: string) {
    if (zone === saved) return;
    setBusy(true);
    try {
      const { timezone } = await api.saveTimezone(zone);
      const member = authState.user;
      if (member) setUser({ ...member, timezone });
      toast.success(`Time zone saved: ${timezone}`);
    } catch (e) {
      toast.error(errorDetail(e, 'Failed to save your time zone'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card title={<><ClockCircleOutlined /> Time zone</>}>
      <label htmlFor="pp-settings-zone" className="pp-field__label">Your time zone</label>
      <select id="pp-settings-zone" className="pp-native-select" value={current} disabled={busy} aria-describedby="pp-settings-zone-hint" onChange={(e) => void choose(e.target.value)}>
        <TimeZoneOptions current={current} />
      </select>
      <div id="pp-settings-zone-hint" className="pp-field__hint">
        {saved ? 'New posts in the Scheduler start in this zone.' : `Not chosen yet: the Scheduler uses this browser's zone (${browser}).`} Scheduling a post in
        another zone makes it yours.
      </div>
    </Card>
  );
}

/** Change (or, for LinkedIn-only accounts, set) the password. */
function PasswordCard({ hasPassword }: { hasPassword: boolean }) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ current?: string; next?: string; confirm?: string }>({});
  const [busy, setBusy] = useState(false);

  async function submit() {
    const e: typeof errors = {};
    if (hasPassword && !current) e.current = 'Please enter your current password';
    const problem = newPasswordProblem(next);
    if (problem) e.next = problem;
    else if (hasPassword && current && next === current) e.next = 'Your new password must be different from your current password';
    else if (next !== confirm) e.confirm = 'Passwords do not match';
    setErrors(e);
    if (Object.keys(e).length) return;
    setBusy(true);
    try {
      const r = await api.changePassword({ current_password: hasPassword ? current : undefined, new_password: next });
      toast.success(r.message || 'Password changed successfully');
      setCurrent('');
      setNext('');
      setConfirm('');
      api.me().then(setUser, () => undefined);
    } catch (err) {
      toast.error(errorDetail(err, 'Failed to change password'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card title={<><KeyOutlined /> {hasPassword ? 'Change password' : 'Set a password'}</>} id="password">
      {!hasPassword && <p className="pp-field__hint" style={{ marginTop: 0 }}>You sign in with LinkedIn. Set a password to also sign in with your email.</p>}
      <FormShell onSubmit={submit}>
          {hasPassword && (
            <Form.Item label="Current password" htmlFor="pw-current" validateStatus={errors.current ? 'error' : undefined} help={errors.current}>
              <NamedPassword field="current password" id="pw-current" autoComplete="current-password" value={current} onChange={(ev) => setCurrent(ev.target.value)} />
            </Form.Item>
          )}
          <Form.Item label="New password" htmlFor="pw-new" validateStatus={errors.next ? 'error' : undefined} help={errors.next ?? 'At least 8 characters'}>
            <NamedPassword field="new password" id="pw-new" autoComplete="new-password" value={next} onChange={(ev) => setNext(ev.target.value)} />
          </Form.Item>
          <Form.Item label="Confirm new password" htmlFor="pw-confirm" validateStatus={errors.confirm ? 'error' : undefined} help={errors.confirm}>
            <NamedPassword field="confirmed password" id="pw-confirm" autoComplete="new-password" value={confirm} onChange={(ev) => setConfirm(ev.target.value)} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={busy}>{hasPassword ? 'Change password' : 'Set password'}</Button>
      </FormShell>
    </Card>
  );
}

function downloadJson(data: unknown, filename: string) {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** /app/account-settings (SPEC.md §2 "Account Settings", DECISIONS.md: everything real). */
/** Where the Billing tab lives: the landing page sends members here to cancel, upgrade or downgrade. */
const BILLING_TAB_PATH = '/app/account-settings?tab=billing';

export function AccountSettings({ hash, query }: AreaProps) {
  const tab = query.tab === 'billing' ? 'billing' : 'account';
  // The tab is the billing area's own screen (plan, checkout, portal, invoices), mounted through the kit's AreaSlot.
  const billingProps = useMemo<AreaProps>(
    () => ({ screen: 'billing-tab', params: {}, query, state: null, path: BILLING_TAB_PATH, hash: '' }),
    [query],
  );
  const auth = useSnapshot(authState);
  const user = auth.user;
  const [exporting, setExporting] = useState(false);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const [deletePassword, setDeletePassword] = useState('');
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const hasPassword = user?.has_password ?? true;

  // '/app/account-settings#password' (from the profile page) scrolls to the password form.
  useEffect(() => {
    if (hash === '#password') document.getElementById('password')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [hash]);

  async function exportData() {
    setExporting(true);
    try {
      const data = await api.exportData();
      downloadJson(data, `postpilot-export-${new Date().toISOString().slice(0, 10)}.json`);
      toast.success('Your data export has been downloaded');
    } catch (e) {
      toast.error(errorDetail(e, 'Failed to export your data'));
    } finally {
      setExporting(false);
    }
  }

  async function deleteAccount() {
    if (hasPassword && !deletePassword) {
      setDeleteError('Please enter your password to confirm');
      return;
    }
    setDeleting(true);
    setDeleteError(null);
    try {
      const r = await api.deleteAccount(hasPassword ? deletePassword : undefined);
      setDeleteOpen(false);
      signOutToHome(r?.message || 'Your account has been deleted');
    } catch (e) {
      setDeleteError(errorDetail(e, 'Failed to delete your account. Please try again.'));
      setDeleting(false);
    }
  }

  const accountTab = (
    <div className="pp-settings">
      <div className="pp-col">
        <LinkedInCard />
        <TimezoneCard />
        <NotificationsCard />
      </div>
      <div className="pp-col">
        <PasswordCard hasPassword={hasPassword} />
        <Card title={<><DownloadOutlined /> Your data</>}>
          <p style={{ margin: '0 0 12px', color: '#334155' }}>Download everything PostPilot stores about you — profile, persona, posts, history and schedules — as one JSON file.</p>
          <Button icon={<DownloadOutlined />} onClick={exportData} loading={exporting}>Export my data</Button>
        </Card>
        <Card title="Account actions" className="pp-danger-zone">
          <div className="pp-actions">
            <LogoutButton />
            <Button danger icon={<DeleteOutlined />} onClick={() => { setDeleteOpen(true); setDeletePassword(''); setDeleteError(null); }}>
              Delete my Account
            </Button>
          </div>
        </Card>
      </div>
    </div>
  );

  return (
    <ScreenFrame title="Account Settings" subtitle="Connections, notifications, security, your data and billing.">
      <Tabs
        activeKey={tab}
        onChange={(key) => navigate(key === 'billing' ? BILLING_TAB_PATH : '/app/account-settings', { replace: true })}
        items={[
          { key: 'account', label: 'Account', children: accountTab },
          { key: 'billing', label: 'Billing', children: <AreaSlot area="billing" props={billingProps} /> },
        ]}
      />

      <Modal
        open={deleteOpen}
        title="Delete my Account"
        okText={deleting ? 'Deleting...' : 'Delete my Account'}
        okButtonProps={{ danger: true, loading: deleting, disabled: hasPassword && !deletePassword }}
        onOk={deleteAccount}
        onCancel={() => !deleting && setDeleteOpen(false)}
        destroyOnHidden
      >
        <p>
          This permanently deletes your account and everything in it: your persona, posts, content history, scheduled posts
          and LinkedIn connection. A paid plan is cancelled at once, with no further charges. You will be signed out
          everywhere. This cannot be undone.
        </p>
        {hasPassword && (
          <>
            <label htmlFor="delete-password" className="pp-field__label" style={{ display: 'block' }}>Enter your password to confirm</label>
            <NamedPassword
              field="password"
              id="delete-password"
              // The one thing to do here: the dialog opens on it (it opened on its Close button, a Tab away).
              autoFocus
              autoComplete="current-password"
              value={deletePassword}
              onChange={(e) => { setDeletePassword(e.target.value); setDeleteError(null); }}
              onPressEnter={() => void deleteAccount()}
            />
          </>
        )}
        {deleteError && <InlineMessage>{deleteError}</InlineMessage>}
      </Modal>
    </ScreenFrame>
  );
}
