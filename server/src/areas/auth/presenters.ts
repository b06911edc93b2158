import type { Selectable } from 'kysely';
import { TIERS, type Tier } from 'shared/constants';
import { savedTimeZone } from '../../platform/time-zones';
import type { ConnectionStatus, NotificationPreferences, Persona, SubscriptionResponse, User } from 'shared/contracts';
import type { LinkedInAccountsTable, NotificationPreferencesTable, PersonasTable, UsersTable } from './tables';
import { DAY_MS } from './tokens';

/** Row → API shape mappers: only the listed fields ever leave the server (no hashes, no tokens). */

export function presentUser(row: Selectable<UsersTable>, { linkedinConnected }: { linkedinConnected: boolean }): User {
  return {
    id: row.id,
    email: row.email,
    full_name: row.full_name,
    ...presentSubscription(row),
    email_confirmed_at: row.email_confirmed_at,
    linkedin_connected: linkedinConnected,
    has_password: row.password_hash !== null,
    // As the Scheduler reads it: a zone saved before SPEC §9's labels were mapped ('EST') is shown as its preset.
    timezone: savedTimeZone(row.timezone),
    created_at: row.created_at,
  };
}

export function presentSubscription(row: Selectable<UsersTable>): SubscriptionResponse {
  return { subscription_tier: asTier(row.subscription_tier), subscription_status: row.subscription_status };
}

export function presentPersona(row: Selectable<PersonasTable> | undefined): Persona | null {
  if (!row) return null;
  return {
    job_title: row.job_title,
    industry: row.industry,
    audience: row.audience,
    tone: row.tone,
    self_description: row.self_description,
  };
}

export const DEFAULT_PREFERENCES: NotificationPreferences = { email: true, trendingTopics: true, latestIdeas: true, updates: true };

export function presentPreferences(row: Selectable<NotificationPreferencesTable> | undefined): NotificationPreferences {
  if (!row) return { ...DEFAULT_PREFERENCES };
  return {
    email: row.email === 1,
    trendingTopics: row.trending_topics === 1,
    latestIdeas: row.latest_ideas === 1,
    updates: row.updates === 1,
  };
}

export function presentConnection(
  row: Selectable<LinkedInAccountsTable> | undefined,
  { sandbox, now = new Date() }: { sandbox: boolean; now?: Date },
): ConnectionStatus {
  if (!row) return { connected: false, sandbox, token_status: null, profile_name: null };
  const expiresMs = row.expires_at ? Date.parse(row.expires_at) : null;
  const expired = expiresMs !== null && expiresMs <= now.getTime();
  // Whole days left, counting a started day: a grant of 60 days reads 60 (not 59 a second later), the last
  // hours read 1, an expired grant 0.
  const daysLeft = expiresMs === null ? null : Math.max(0, Math.ceil((expiresMs - now.getTime()) / DAY_MS));
  return {
    connected: !expired,
    sandbox,
    token_status: {
      days_until_expiry: daysLeft,
      expires_at: row.expires_at,
    },
    profile_name: row.name,
  };
}

/** The LinkedIn link as the data export shows it: what and when, never the tokens. */
export function presentConnectionForExport(row: Selectable<LinkedInAccountsTable> | undefined) {
  if (!row) return null;
  return { linkedin_member_id: row.sub, name: row.name, scopes: row.scopes.split(' ').filter(Boolean), expires_at: row.expires_at, connected_at: row.created_at };
}

function asTier(value: string): Tier {
  return (TIERS as readonly string[]).includes(value) ? (value as Tier) : 'free';
}
