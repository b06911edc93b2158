import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { api, ensurePersona, errorDetail, errorStatus } from 'shared/api';
import { authState, setUser, setUsage } from 'shared/auth';
import { navigate, publish, toast } from 'shared/bus';
import { LIMITS, TIER_NAMES, nextPlan, type Tier } from 'shared/constants';
import { FULL_NAME_MESSAGE } from 'shared/constants';
import type { Usage } from 'shared/contracts';
import {
  Button, Card, CrownOutlined, EditOutlined, Input, QuestionCircleOutlined,
  ScreenFrame, SettingOutlined, Skeleton, Tag, UsageMeter, formatDate, type AreaProps,
} from 'shared/ui';
import { InlineMessage } from '../components/fields';
import { LogoutButton } from '../components/LogoutButton';

/** The member's writing profile (persona) with a way back into the profile-setup modal. */
function WritingProfileCard() {
  const auth = useSnapshot(authState);
  useEffect(() => {
    ensurePersona().catch(() => undefined);
  }, []);
  const p = auth.persona;
  const rows: [string, string | undefined][] = [
    ['Role or title', p?.job_title],
    ['Industry', p?.industry],
    ['Target audience', p?.audience],
    ['Writing style', p?.tone],
    ['About you', p?.self_description],
  ];
  return (
    <Card
      title="Writing profile"
      extra={
        <Button size="small" icon={<EditOutlined />} onClick={() => publish('persona:open', { reason: 'profile' })}>
          {p ? 'Edit' : 'Set up'}
        </Button>
      }
    >
      {!auth.personaLoaded ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : !p ? (
        <p style={{ margin: 0, color: '#334155' }}>
          Tell the AI who you are, who you write for and how you sound, so every post reads like you wrote it.
        </p>
      ) : (
        rows.map(([label, value]) => (
          <div className="pp-field" key={label}>
            <div className="pp-field__label">{label}</div>
            <div className="pp-field__value" style={{ fontWeight: 400 }}>{value || '—'}</div>
          </div>
        ))
      )}
    </Card>
  );
}

/** Subscription statuses in which a payment is owed (Stripe's past_due and unpaid). */
const PAYMENT_OWED = new Set(['past_due', 'unpaid']);

/** /app/profile: profile form (view/edit), usage, subscription, account actions, help (SPEC.md §2). */
export function Profile(_props: AreaProps) {
  const auth = useSnapshot(authState);
  const user = auth.user;
  const [editing, setEditing] = useState(false);
  // The name being edited; set from the saved name each time editing starts.
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // undefined while loading; null when the figures could not be loaded (the meter shows the free fallback).
  const [usage, setUsageView] = useState<Usage | null | undefined>(undefined);

  useEffect(() => {
    let live = true;
    api
      .me()
      .then((u) => live && setUser(u))
      .catch(() => live && toast.error('Failed to load profile data'));
    api
      .usage()
      .then((u) => {
        if (!live) return;
        setUsage(u);
        setUsageView(u);
      })
      .catch(() => live && setUsageView(null));
    return () => {
      live = false;
    };
  }, []);

  async function save() {
    const trimmed = name.trim();
    if (trimmed.length < LIMITS.fullNameMinLength) {
      setNameError(FULL_NAME_MESSAGE);
      return;
    }
    setSaving(true);
    try {
      const r = await api.updateProfile({ full_name: trimmed });
      const updated = r.user ?? (user ? { ...user, full_name: trimmed } : null);
      if (updated) {
        setUser(updated);
        publish('auth:user-updated', { user: updated });
      }
      toast.success('Profile updated successfully');
      setEditing(false);
      setNameError(null);
    } catch (error) {
      toast.error('Failed to update profile');
      // A name the server refuses (a web address, a control character…): the reason, under the field it is about.
      if (errorStatus(error) === 400) setNameError(errorDetail(error, '').replace(/^full_name:\s*/, '') || null);
    } finally {
      setSaving(false);
    }
  }

  const tier = (user?.subscription_tier ?? 'free') as Tier;
  const status = user?.subscription_status ?? (tier === 'free' ? 'active' : 'inactive');
  const upgrade = nextPlan(tier);

  return (
    <ScreenFrame
      title="Profile Settings"
      subtitle="Your details, your plan and how much you've used this month."
      actions={
        editing ? (
          <>
            <Button onClick={() => { setEditing(false); setNameError(null); }} disabled={saving}>Cancel</Button>
            <Button type="primary" onClick={save} loading={saving}>{saving ? 'Saving...' : 'Save Changes'}</Button>
          </>
        ) : (
          <Button type="primary" icon={<EditOutlined />} onClick={() => { setName(user?.full_name ?? ''); setEditing(true); }}>Edit Profile</Button>
        )
      }
    >
      <div className="pp-settings">
        <div className="pp-col">
          <Card title="Profile information">
            {!user ? (
              <Skeleton active />
            ) : (
              <>
                <div className="pp-field">
                  <label className="pp-field__label" htmlFor="profile-name">Full name</label>
                  {editing ? (
                    <>
                      <Input
                        id="profile-name"
                        size="large"
                        autoFocus
                        maxLength={LIMITS.maxNameLength}
                        status={nameError ? 'error' : undefined}
                        value={name}
                        onChange={(e) => { setName(e.target.value); setNameError(null); }}
                        onPressEnter={save}
                      />
                      {nameError && <InlineMessage>{nameError}</InlineMessage>}
                    </>
                  ) : (
                    <div className="pp-field__value" id="profile-name">{user.full_name || '—'}</div>
                  )}
                </div>
                <div className="pp-field">
                  <label className="pp-field__label" htmlFor="profile-email">Email</label>
                  {editing ? (
                    <Input id="profile-email" size="large" value={user.email} disabled readOnly />
                  ) : (
                    <div className="pp-field__value" id="profile-email">{user.email}</div>
                  )}
                  <div className="pp-field__hint">Email cannot be changed. Contact support if needed.</div>
                </div>
                <div className="pp-field">
                  <div className="pp-field__label">Email status</div>
                  {user.email_confirmed_at ? <Tag color="green">Confirmed</Tag> : <Tag color="orange">Not confirmed</Tag>}
                </div>
                <div className="pp-field" style={{ marginBottom: 0 }}>
                  <div className="pp-field__label">Member since</div>
                  <div className="pp-field__value">{user.created_at ? formatDate(user.created_at) : '—'}</div>
                </div>
              </>
            )}
          </Card>
          <WritingProfileCard />
          <Card title="Account actions">
            <div className="pp-actions">
              <Button icon={<SettingOutlined />} onClick={() => navigate('/app/account-settings')}>Account Settings</Button>
              <Button onClick={() => navigate('/app/account-settings#password')}>Change password</Button>
              <LogoutButton danger />
            </div>
          </Card>
        </div>
        <div className="pp-col">
          <Card title="Usage statistics">
            {usage === undefined ? (
              <Skeleton active paragraph={{ rows: 2 }} />
            ) : (
              <>
                <div style={{ fontWeight: 600 }}>AI credits this month</div>
                <UsageMeter usage={usage} />
                <div className="pp-stat-grid">
                  <div className="pp-stat">
                    <div className="pp-stat__v">{usage ? usage.posts_generated : '—'}</div>
                    <div className="pp-stat__l">Posts generated this month</div>
                  </div>
                  <div className="pp-stat">
                    <div className="pp-stat__v">{usage ? usage.templates_accessed : '—'}</div>
                    <div className="pp-stat__l">Templates used this month</div>
                  </div>
                </div>
              </>
            )}
          </Card>
          <Card title="Subscription">
            <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 12, flexWrap: 'wrap' }}>
              <div>
                <div style={{ fontSize: 18, fontWeight: 700 }}><CrownOutlined style={{ color: '#d97706' }} /> {TIER_NAMES[tier] ?? TIER_NAMES.free}</div>
                <div style={{ marginTop: 6 }}>
                  Status:{' '}
                  <span data-testid="subscription-status" style={{ color: status === 'active' ? '#15803d' : '#b91c1c', fontWeight: 600 }}>{status}</span>
                </div>
              </div>
              {PAYMENT_OWED.has(status) ? (
                // A payment failed: fixing it (on Plan & Billing, through the payment portal) is the next step, not an upgrade.
                <Button type="primary" data-testid="profile-fix-payment" onClick={() => navigate('/app/billing')}>Fix payment method</Button>
              ) : tier === 'nova' ? (
                <Button onClick={() => navigate('/app/billing')}>Manage Plan</Button>
              ) : (
                <Button type="primary" onClick={() => navigate(upgrade ? `/app/billing?upgrade=${upgrade.tier}` : '/app/billing')}>
                  Upgrade{upgrade ? ` to ${upgrade.name} – $${upgrade.price}/month` : ''}
                </Button>
              )}
            </div>
          </Card>
          <Card title={<><QuestionCircleOutlined /> Need help?</>}>
            <p style={{ margin: '0 0 10px', color: '#334155' }}>
              Questions about your account, billing or posting to LinkedIn? We usually answer within one business day.
            </p>
            <div className="pp-actions">
              <Button href="mailto:support@postpilot.app">Email support</Button>
              <Button type="link" onClick={() => navigate('/pricing')}>Plans and FAQ</Button>
            </div>
          </Card>
        </div>
      </div>
    </ScreenFrame>
  );
}
