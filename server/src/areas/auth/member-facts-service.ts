import { resolveTimeZone, savedTimeZone } from '../../platform/time-zones';
import type { Db } from '../../platform/db';
import { badRequest } from '../../platform/errors';
import { findPersona, findPreferences, findTierAndPersona } from './member-repository';
import { presentPreferences } from './presenters';
import { cachedPlan, forgetPlan, type MemberPlan } from './session-cache';
import { MSG } from './messages';
import { findUserById, lockUser, updateUser, updateUserTimezone } from './users-repository';

/**
 * What other areas may read about a member (through areas/auth/index.ts, never the tables): the persona they
 * write with and the plan they are on.
 */

export interface MemberPersona {
  job_title: string;
  industry: string;
  audience: string;
  tone: string;
  self_description: string;
}

/** The member's saved persona, or null when they have not set one up. */
export async function getMemberPersona({ db, userId }: { db: Db; userId: string }): Promise<MemberPersona | null> {
  const row = await findPersona(db, userId);
  if (!row) return null;
  return { job_title: row.job_title, industry: row.industry, audience: row.audience, tone: row.tone, self_description: row.self_description };
}

/** Both at once, in one query (the generator reads them for every reply). */
export async function getMemberWritingFacts({ db, userId }: { db: Db; userId: string }): Promise<{ persona: MemberPersona | null; tier: string }> {
  const row = await findTierAndPersona(db, userId);
  const persona: MemberPersona | null =
    row?.job_title != null
      ? { job_title: row.job_title, industry: row.industry!, audience: row.audience!, tone: row.tone!, self_description: row.self_description! }
      : null;
  return { persona, tier: row?.subscription_tier ?? 'free' };
}

interface PlanQuery {
  db: Db;
  userId: string;
  /**
   * For a read that only shows the plan (usage, the subscription screen, which templates look locked, the viral
   * search cap): the plan this process's session lookup read less than SESSION_CACHE_MS ago will do, saving a
   * round trip. A change made by this process is seen at once (setMemberSubscription), one made by another
   * within that time. Whatever enforces the plan (credits, a premium template's 403, checkout) reads it fresh.
   */
  recent?: boolean;
}

/** The member's subscription tier as stored ('free' when unknown or gone). */
export async function getMemberTier(query: PlanQuery): Promise<string> {
  return (await getMemberPlan(query)).tier;
}

/** The member's plan as last recorded from Stripe: its tier and the subscription's status (null: never subscribed). */
export async function getMemberPlan({ db, userId, recent = false }: PlanQuery): Promise<MemberPlan> {
  const cached = recent ? cachedPlan(userId) : undefined;
  if (cached) return cached;
  const row = await findUserById(db, userId);
  return { tier: row?.subscription_tier ?? 'free', status: row?.subscription_status ?? null };
}

/**
 * Inside a transaction that writes the member's rows of another area and then their plan (setMemberSubscription): takes
 * the member first, before any of those rows. Deleting the account goes that way too (the member's row, then by
 * cascade everything they own), so on PostgreSQL the two wait for each other instead of deadlocking — the other order
 * (their customer row locked, then the member's row) made the deletion fail with 'deadlock detected'. Once the member
 * is gone it answers false: their rows are gone with them, and nothing may be written for them any more.
 */
export async function lockMember({ db, userId }: { db: Db; userId: string }): Promise<boolean> {
  return lockUser(db, userId);
}

/**
 * Records the plan a member is on (the billing area calls it when Stripe says so); the user row is what
 * GET /api/auth/me and the credit limits read. Unknown members are ignored (an event for a deleted account).
 */
export async function setMemberSubscription({
  db,
  userId,
  tier,
  status,
}: {
  db: Db;
  userId: string;
  tier: string;
  status: string | null;
}): Promise<void> {
  forgetPlan(userId);
  await updateUser(db, userId, { subscription_tier: tier, subscription_status: status, updated_at: new Date().toISOString() });
}

/**
 * Where and whether to e-mail a member about their own account's events (a post that failed, a connection about to
 * expire): their address, and the 'email' switch of their notification preferences. Null for an unknown member.
 */
export async function getMemberMailTarget({ db, userId }: { db: Db; userId: string }): Promise<{ email: string; fullName: string | null; emailNotifications: boolean } | null> {
  const user = await findUserById(db, userId);
  if (!user) return null;
  const preferences = presentPreferences(await findPreferences(db, userId));
  return { email: user.email, fullName: user.full_name ?? null, emailNotifications: preferences.email };
}

/**
 * The member's saved time zone (an IANA name: the zone they chose in Account Settings or last scheduled a post in), or
 * null when they have none (or it is not one the runtime knows any more). The Scheduler reads a local time sent
 * without a zone in it.
 */
export async function getMemberTimezone({ db, userId }: { db: Db; userId: string }): Promise<string | null> {
  // Read as it would be saved today: a zone saved before the labels were mapped ('EST') means its preset.
  return savedTimeZone((await findUserById(db, userId))?.timezone);
}

/**
 * Saves the member's time zone (an IANA name; DECISIONS.md: timezones): the zone they last scheduled a post in.
 * GET /api/auth/me returns it as `timezone` and the Scheduler defaults to it, else to the browser's zone.
 * Read by resolveTimeZone (platform/time-zones.ts), as the Scheduler reads a post's zone: SPEC §9's EST/CST/MST/PST are the presets,
 * other bare abbreviations ('IST', 'BST') and zones the runtime does not know are refused (400); an unchanged zone writes nothing; unknown members are ignored.
 * Answers the zone as stored (the runtime's capitals when only they differ). Also PUT /api/user/timezone (Account Settings).
 */
export async function setMemberTimezone({ db, userId, timezone }: { db: Db; userId: string; timezone: string }): Promise<string> {
  const resolved = resolveTimeZone(timezone);
  if (!resolved.ok) throw badRequest(resolved.detail);
  const zone = resolved.zone;
  await updateUserTimezone(db, userId, zone, new Date().toISOString());
  return zone;
}
