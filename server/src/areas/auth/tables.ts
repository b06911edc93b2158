import type { Generated } from 'kysely';

/** Row types of the accounts tables (migration 0002_auth). Timestamps are ISO-8601 UTC text; flags are 0/1. */

export interface UsersTable {
  id: string;
  /** Always lower-cased. */
  email: string;
  full_name: string | null;
  /** argon2id PHC string; null for accounts created through LinkedIn. */
  password_hash: string | null;
  email_confirmed_at: string | null;
  subscription_tier: Generated<string>;
  subscription_status: string | null;
  timezone: string | null;
  linkedin_sub: string | null;
  created_at: string;
  updated_at: string;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  /** sha-256 (hex) of the opaque bearer token; the token itself is never stored. */
  token_hash: string;
  created_at: string;
  expires_at: string;
  last_used_at: string;
}

export type AuthTokenKind = 'confirm' | 'reset';

export interface AuthTokensTable {
  id: string;
  user_id: string;
  kind: AuthTokenKind;
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface PersonasTable {
  user_id: string;
  job_title: string;
  industry: string;
  audience: string;
  tone: string;
  self_description: string;
  updated_at: string;
}

export interface LinkedInAccountsTable {
  user_id: string;
  sub: string;
  /** AES-256-GCM, see secret-box.ts. */
  access_token_enc: string;
  refresh_token_enc: string | null;
  /** Space-separated, as granted. */
  scopes: string;
  expires_at: string | null;
  name: string | null;
  created_at: string;
}

export interface NotificationPreferencesTable {
  user_id: string;
  email: number;
  trending_topics: number;
  latest_ideas: number;
  updates: number;
  updated_at: string;
}

export interface OAuthStatesTable {
  state: string;
  intent: 'login' | 'connect';
  user_id: string | null;
  nonce: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface AuthTables {
  users: UsersTable;
  sessions: SessionsTable;
  auth_tokens: AuthTokensTable;
  personas: PersonasTable;
  linkedin_accounts: LinkedInAccountsTable;
  notification_preferences: NotificationPreferencesTable;
  oauth_states: OAuthStatesTable;
}

// The platform's `Database` interface is the union of every area's tables: each area adds its own here.
declare module '../../platform/db' {
  interface Database extends AuthTables {}
}
