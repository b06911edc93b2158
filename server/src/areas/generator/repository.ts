import { type Kysely, type Selectable, type Transaction, sql } from 'kysely';
import { type Database, type Db, dialectOf, jsonArrayOf, keptStatement, keptStatementByShape, lowerText, parseJsonArray } from '../../platform/db';
import type { ChatRole, ChatSessionsTable, ContentHistoryTable } from './tables';

/** The only generator code that touches Kysely. Functions take a Db or a transaction of it. */
type Executor = Kysely<Database> | Transaction<Database>;

export type ChatSessionRow = Selectable<ChatSessionsTable>;
export type ContentHistoryRow = Selectable<ContentHistoryTable>;

// --- chat sessions and messages ---------------------------------------------------------------------------------

/** The member's session, or undefined when it does not exist or belongs to someone else. */
export async function findSession(db: Executor, { id, userId }: { id: string; userId: string }) {
  return db.selectFrom('chat_sessions').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
}

/** The latest `limit` messages of a session, oldest first. */
export async function listRecentMessages(db: Executor, { sessionId, limit }: { sessionId: string; limit: number }) {
  const rows = await db
    .selectFrom('chat_messages')
    .select(['role', 'content', 'position'])
    .where('session_id', '=', sessionId)
    .orderBy('position', 'desc')
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
  return rows.reverse();
}

/** The member's chats, most recently active first. */
export function listSessions(db: Executor, { userId, limit }: { userId: string; limit: number }) {
  return db.selectFrom('chat_sessions').selectAll().where('user_id', '=', userId).orderBy('updated_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

/** Every message of a session, in order. */
export function listSessionMessages(db: Executor, sessionId: string) {
  return db
    .selectFrom('chat_messages')
    .select(['id', 'role', 'content', 'metadata', 'created_at', 'position'])
    .where('session_id', '=', sessionId)
    .orderBy('position')
    .execute();
}

/**
 * Deletes one chat of the member; its messages go with it (foreign key cascade) and the content history keeps its
 * posts (their session_id is set to null). False when it is not theirs or does not exist.
 */
export async function deleteSession(db: Executor, { id, userId }: { id: string; userId: string }): Promise<boolean> {
  const result = await db.deleteFrom('chat_sessions').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function touchSession(db: Executor, { id, now }: { id: string; now: string }): Promise<void> {
  await db.updateTable('chat_sessions').set({ updated_at: now }).where('id', '=', id).execute();
}

/**
 * Appends messages after the session's last one (`newSession`: there is none, so no need to look). A continued chat
 * is first marked active (`updated_at`), which locks its row on PostgreSQL until the transaction ends: a second
 * append to the same chat (another API process, another transaction) waits there, then reads the positions the first
 * one committed. Each position is computed inside the insert (the last one + 1, 2, …); (session_id, position) is
 * unique (migration 20261210T090000), so a writer that skipped the lock would fail rather than share a position.
 * SQLite serialises writes already (one connection, or the writer thread: `writes.ts`).
 */
export async function appendMessages(
  db: Executor,
  {
    sessionId,
    userId,
    messages,
    now,
    newSession = false,
  }: { sessionId: string; userId: string; messages: { id: string; role: ChatRole; content: string; metadata: string | null }[]; now: string; newSession?: boolean },
): Promise<void> {
  if (newSession) {
    await db
      .insertInto('chat_messages')
      .values(messages.map((m, i) => ({ ...m, session_id: sessionId, user_id: userId, position: i + 1, created_at: now })))
      .execute();
    return;
  }
  await touchSession(db, { id: sessionId, now });
  await db
    .insertInto('chat_messages')
    .values(
      messages.map((m, i) => ({
        ...m,
        session_id: sessionId,
        user_id: userId,
        position: sql<number>`(select coalesce(max(p.position), 0) + ${i + 1} from chat_messages as p where p.session_id = ${sessionId})`,
        created_at: now,
      })),
    )
    .execute();
}

/** A delivered reply as it is recorded: the chat (new or continued), its two messages, the history item. */
export interface ReplyRecord {
  /** A new chat's row; null when the reply continues `sessionId`. */
  newSession: ChatSessionRow | null;
  sessionId: string;
  userId: string;
  now: string;
  messages: { id: string; role: ChatRole; content: string; metadata: string | null }[];
  /** The content history's item; null for a reply that is not a post (the built-in writer's small talk). */
  history: ContentHistoryRow | null;
  hold: { id: string; userId: string; period: string };
  /**
   * The send's `Idempotency-Key`, taken when it started (`claimRequestKey`, at `claimedAt`), the hash of its request
   * and the response it is answered with (JSON), kept so the same key answers it again.
   */
  request?: { key: string; hash: string; claimedAt: string; response: string } | null;
}

/** Thrown when a send's key already has a recorded reply (another send with it was recorded first). */
export class RequestKeyTakenError extends Error {
  constructor() {
    super('the request key already has a recorded reply');
  }
}

/**
 * Records several delivered replies in the caller's transaction with a handful of statements whatever their
 * number: new chats, their messages and the history items as multi-row inserts, a continued chat's messages
 * after its last one (one at a time under the chat's lock, so two replies to one chat, in a batch or in two
 * processes, still follow each other: `appendMessages`), and the credits spent (`commitCredits`).
 */
export async function recordReplies(trx: Executor, records: ReplyRecord[]): Promise<void> {
  await recordRequestKeys(trx, records);
  const fresh = records.filter((r) => r.newSession);
  if (fresh.length) await trx.insertInto('chat_sessions').values(fresh.map((r) => r.newSession!)).execute();
  const freshMessages = fresh.flatMap((r) =>
    r.messages.map((m, i) => ({ ...m, session_id: r.sessionId, user_id: r.userId, position: i + 1, created_at: r.now })),
  );
  if (freshMessages.length) await trx.insertInto('chat_messages').values(freshMessages).execute();
  // Continued chats in one order (by id; a chat's replies keep theirs): two processes recording replies to the same
  // chats then wait for each other's chat locks (`appendMessages`) instead of deadlocking on PostgreSQL.
  const continued = records.filter((r) => !r.newSession).sort((a, b) => (a.sessionId < b.sessionId ? -1 : a.sessionId > b.sessionId ? 1 : 0));
  for (const r of continued) {
    await appendMessages(trx, { sessionId: r.sessionId, userId: r.userId, now: r.now, messages: r.messages });
  }
  const posts = records.flatMap((r) => (r.history ? [r.history] : []));
  if (posts.length) await trx.insertInto('content_history').values(posts).execute();
  await commitCredits(
    trx,
    records.map((r) => ({ ...r.hold, now: r.now, post: r.history !== null, template: r.history?.template_name ?? null })),
  );
}

/**
 * The keyed replies' keys, first (a key no longer this send's fails before anything else is written): one
 * multi-row upsert that completes each key's row taken when its send started (`claimRequestKey`: `response` '' and
 * the same `created_at`), or writes it again if it was forgotten meanwhile. A key taken over by another send (this
 * one's claim went stale) writes fewer rows than asked: RequestKeyTakenError, the group fails, each reply is retried
 * alone (`reply-recorder.ts`) and the one at fault answers as its key now does (`service.ts`).
 */
async function recordRequestKeys(trx: Executor, records: ReplyRecord[]): Promise<void> {
  const keyed = records.filter((r) => r.request);
  if (keyed.length === 0) return;
  const written = await trx
    .insertInto('chat_request_keys')
    .values(
      keyed.map((r) => ({
        user_id: r.userId,
        request_key: r.request!.key,
        session_id: r.sessionId,
        response: r.request!.response,
        created_at: r.request!.claimedAt,
        request_hash: r.request!.hash,
      })),
    )
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'request_key'])
        .doUpdateSet((eb) => ({ session_id: eb.ref('excluded.session_id'), response: eb.ref('excluded.response') }))
        .where('chat_request_keys.response', '=', '')
        .whereRef('chat_request_keys.created_at', '=', 'excluded.created_at')
        .whereRef('chat_request_keys.request_hash', '=', 'excluded.request_hash'),
    )
    .returning('request_key')
    .execute();
  if (written.length !== keyed.length) throw new RequestKeyTakenError();
}

/**
 * Takes the member's key for a send starting now (`response` '' until its reply is recorded): one upsert that
 * writes the row when the key is free, forgotten (recorded before `since`) or left by a send that died
 * (still being written since before `staleBefore`). False when another send holds it or its reply is recorded.
 */
export async function claimRequestKey(
  db: Db,
  { userId, key, hash, now, since, staleBefore }: { userId: string; key: string; hash: string; now: string; since: string; staleBefore: string },
): Promise<boolean> {
  return (await claimKeyStatement(db, userId, key, hash, now, since, staleBefore)).length === 1;
}

/** The claim, one statement compiled once: every message the chat screen sends carries a key (before its model call). */
const claimKeyStatement = keptStatement((db, userId: string, key: string, hash: string, now: string, since: string, staleBefore: string) =>
  db
    .insertInto('chat_request_keys')
    .values({ user_id: userId, request_key: key, session_id: '', response: '', created_at: now, request_hash: hash })
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'request_key'])
        .doUpdateSet((eb) => ({
          session_id: '',
          response: '',
          created_at: eb.ref('excluded.created_at'),
          request_hash: eb.ref('excluded.request_hash'),
        }))
        .where((eb) =>
          eb.or([
            eb('chat_request_keys.created_at', '<', since),
            eb.and([eb('chat_request_keys.response', '=', ''), eb('chat_request_keys.created_at', '<', staleBefore)]),
          ]),
        ),
    )
    .returning('request_key'),
);

/** Gives back a key taken at `claimedAt` whose send failed (its row only while still unanswered). */
export async function releaseRequestKey(db: Executor, { userId, key, claimedAt }: { userId: string; key: string; claimedAt: string }): Promise<void> {
  await db
    .deleteFrom('chat_request_keys')
    .where('user_id', '=', userId)
    .where('request_key', '=', key)
    .where('response', '=', '')
    .where('created_at', '=', claimedAt)
    .execute();
}

/** The member's key as recorded since `since` (`response` '' while its send is still written); undefined when none. */
export async function findRequestKey(
  db: Executor,
  { userId, key, since }: { userId: string; key: string; since: string },
): Promise<{ response: string; request_hash: string | null } | undefined> {
  return db
    .selectFrom('chat_request_keys')
    .select(['response', 'request_hash'])
    .where('user_id', '=', userId)
    .where('request_key', '=', key)
    .where('created_at', '>=', since)
    .executeTakeFirst();
}

/** Forgets the keys recorded before `before`; returns how many. */
export async function deleteRequestKeys(db: Executor, { before }: { before: string }): Promise<number> {
  const result = await db.deleteFrom('chat_request_keys').where('created_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}

// --- content history ---------------------------------------------------------------------------------------------

export async function insertHistory(db: Executor, row: ContentHistoryRow): Promise<void> {
  await db.insertInto('content_history').values(row).execute();
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A page of the member's history, newest first, with the total matching the filters. */
/** The Content History screen's numbers over the member's whole history (not only the rows a search matches). */
export interface HistoryOverview {
  posts: number;
  templates: number;
  averageWords: number;
  /** The distinct template names, A-Z. */
  names: string[];
}

/**
 * A page of the member's history (newest first, filtered by words of the topic or content and by template), its
 * total, and the overview of their whole history, in one statement whatever the page holds: a one-row select of the
 * total and the overview (uncorrelated subqueries, evaluated once) left-joined to the page, so an empty page (a new
 * member's, or one past the end) still brings them; an unfiltered page's total is the overview's count. Compiled
 * once per shape (how many words, whether a template).
 */
export async function listHistory(
  db: Executor,
  { userId, limit, offset, search, template }: { userId: string; limit: number; offset: number; search?: string; template?: string },
): Promise<{ rows: ContentHistoryRow[]; total: number; overview: HistoryOverview }> {
  // Every word, in any order, in the topic or the content (at most 8 words).
  const patterns = (search ?? '').toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8).map((word) => `%${escapeLike(word)}%`);
  const filter = template?.trim() || undefined;
  const found = await historyPageStatement(db, 'page', userId, patterns, filter, limit, offset);
  const first = found[0];
  const overview = overviewOf(first?.overview);
  return {
    rows: found.filter((row) => row.id !== null).map(({ total: _total, overview: _overview, ...row }) => row as ContentHistoryRow),
    // Unfiltered, every post matches: the overview has counted them.
    total: patterns.length > 0 || filter !== undefined ? Number(first?.total ?? 0) : overview.posts,
    overview,
  };
}

const historyPageStatement = keptStatementByShape((db, _shape: 'page', userId: string, patterns: string[], template: string | undefined, limit: number, offset: number) => {
  let query = db.selectFrom('content_history').where('user_id', '=', userId);
  for (const pattern of patterns) {
    query = query.where(({ or }) =>
      or([sql<boolean>`${lowerText(db, sql.ref('topic'))} like ${pattern} escape '\\'`, sql<boolean>`${lowerText(db, sql.ref('content'))} like ${pattern} escape '\\'`]),
    );
  }
  if (template !== undefined) query = query.where('template_name', '=', template);
  // The total of a filtered page is counted; unfiltered, it is the overview's count of posts.
  const count = patterns.length > 0 || template !== undefined ? query.select((eb) => eb.fn.countAll<number>().as('n')) : sql<number | null>`null`;
  const page = query.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset);
  return db
    .selectFrom(db.selectNoFrom([count.as('total'), overviewGroups(db, userId).as('overview')]).as('o'))
    .leftJoin(page.as('p'), (join) => join.onTrue())
    .selectAll('p')
    .select(['o.total', 'o.overview'])
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc');
});

/** The member's history grouped by template as one JSON array of { name, n, words }, by name. */
function overviewGroups(db: Executor, userId: string) {
  return jsonArrayOf(db, {
    fields: { name: sql`g.template_name`, n: sql`g.n`, words: sql`g.words` },
    rows: sql`(select template_name, count(*) as n, coalesce(sum(word_count), 0) as words from content_history where user_id = ${userId} group by template_name) as g`,
    orderBy: sql`g.template_name`,
  });
}

/** `overviewGroups`' array as the screen's numbers. */
function overviewOf(value: unknown): HistoryOverview {
  let posts = 0;
  let words = 0;
  const names: string[] = [];
  for (const g of parseJsonArray<{ name: string | null; n: number | string; words: number | string }>(value)) {
    posts += Number(g.n);
    words += Number(g.words);
    if (g.name !== null) names.push(g.name);
  }
  return { posts, templates: names.length, averageWords: posts ? Math.round(words / posts) : 0, names };
}

/** Deletes one history item of the member; false when it is not theirs or does not exist. */
export async function deleteHistory(db: Executor, { id, userId }: { id: string; userId: string }): Promise<boolean> {
  const result = await db.deleteFrom('content_history').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

// --- AI credits -------------------------------------------------------------------------------------------------

export async function findCreditUsage(db: Executor, { userId, period }: { userId: string; period: string }) {
  return db.selectFrom('credit_usage').select(['used', 'reserved']).where('user_id', '=', userId).where('period', '=', period).executeTakeFirst();
}

/**
 * GET /api/user/usage's counts in one round trip (it is read on every screen with the sidebar), all of the month
 * `period`: its credit counter with the posts delivered, and how many templates those posts were written with. They
 * are the month's own records, so deleting a history item or a chat changes none of them.
 */
const usageCountsStatement = keptStatement((db, userId: string, period: string) => {
  const templates = db
    .selectFrom('credit_usage_templates')
    .select((eb) => eb.fn.countAll<number>().as('templates'))
    .where('user_id', '=', userId)
    .where('period', '=', period);
  return db
    .selectFrom(templates.as('t'))
    .leftJoin('credit_usage as c', (join) => join.on('c.user_id', '=', userId).on('c.period', '=', period))
    .select(['c.posts', 't.templates', 'c.used', 'c.reserved']);
});

export async function usageCounts(db: Executor, { userId, period }: { userId: string; period: string }): Promise<{ used: number; reserved: number; posts: number; templates: number }> {
  const [row] = await usageCountsStatement(db, userId, period);
  return { used: Number(row?.used ?? 0), reserved: Number(row?.reserved ?? 0), posts: Number(row?.posts ?? 0), templates: Number(row?.templates ?? 0) };
}

/**
 * Holds one credit if the month's allowance has room: one conditional upsert of the month's counter
 * (`INSERT … ON CONFLICT DO UPDATE … WHERE used + reserved < limit`), so concurrent requests on SQLite or
 * PostgreSQL can never hold more than the allowance (PostgreSQL locks the conflicting row and re-checks the
 * condition on its latest version), plus the reservation row in the same transaction, so a crashed request's
 * credit can be given back later. `limit < 0` means unlimited. Returns false when the allowance is spent.
 */
export async function reserveCredit(
  db: Db,
  { id, userId, period, limit, now }: { id: string; userId: string; period: string; limit: number; now: string },
): Promise<boolean> {
  if (limit === 0) return false;
  if (dialectOf(db) === 'postgres') {
    // One statement, so one round trip instead of four (begin, upsert, insert, commit): the reservation row is
    // inserted only when the upsert returned the counter, and a statement is atomic.
    const { rows } = await sql<{ id: string }>`
      with held as (
        insert into credit_usage (user_id, period, used, reserved, updated_at) values (${userId}, ${period}, 0, 1, ${now})
        on conflict (user_id, period) do update set reserved = credit_usage.reserved + 1, updated_at = excluded.updated_at
        ${limit >= 0 ? sql`where credit_usage.used + credit_usage.reserved < ${limit}` : sql``}
        returning user_id
      )
      insert into credit_reservations (id, user_id, period, created_at) select ${id}, user_id, ${period}, ${now} from held
      returning id`.execute(db);
    return rows.length === 1;
  }
  return db.transaction().execute((trx) => reserveCreditIn(trx, { id, userId, period, limit, now }));
}

/**
 * The counter's conditional upsert, compiled once per database handle: one more held while used + held stays under
 * the limit (an unlimited plan, `limit < 0`, passes a limit no counter reaches).
 */
const holdOne = keptStatement((db, userId: string, period: string, now: string, limit: number) =>
  db
    .insertInto('credit_usage')
    .values({ user_id: userId, period, used: 0, reserved: 1, updated_at: now })
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'period'])
        .doUpdateSet((eb) => ({ reserved: eb('credit_usage.reserved', '+', 1), updated_at: eb.ref('excluded.updated_at') }))
        .where((eb) => eb(eb('credit_usage.used', '+', eb.ref('credit_usage.reserved')), '<', limit)),
    )
    .returning('reserved'),
);
const insertReservation = keptStatement((db, id: string, userId: string, period: string, now: string) =>
  db.insertInto('credit_reservations').values({ id, user_id: userId, period, created_at: now }),
);

/**
 * reserveCredit's SQLite statements inside the caller's transaction (or the SQLite writer thread's savepoint:
 * `writes.ts`): the conditional upsert, then the reservation row when it held.
 */
export async function reserveCreditIn(
  trx: Executor,
  { id, userId, period, limit, now }: { id: string; userId: string; period: string; limit: number; now: string },
): Promise<boolean> {
  if (limit === 0) return false;
  const held = await holdOne(trx as Db, userId, period, now, limit >= 0 ? limit : Number.MAX_SAFE_INTEGER);
  if (held.length === 0) return false;
  await insertReservation(trx as Db, id, userId, period, now);
  return true;
}

/**
 * Turns a held credit into a spent one (inside the caller's transaction, with the history insert). If the
 * hold was already given back as stale, the delivered reply is still charged.
 */
export async function commitCredit(trx: Executor, hold: { id: string; userId: string; period: string; now: string }): Promise<void> {
  await commitCredits(trx, [hold]);
}

/** A delivered reply's credit to spend: its hold, and whether the reply was a post and with which template. */
export interface SpentCredit {
  id: string;
  userId: string;
  period: string;
  now: string;
  /** The reply was a post (it has a history item): counted in the month's `posts`. */
  post?: boolean;
  /** The template the post was written with: kept once per month in `credit_usage_templates`. */
  template?: string | null;
}

/**
 * commitCredit for several replies at once: one delete, then one counter update per member and month (credits
 * spent and posts delivered), then the month's new templates in one insert.
 */
export async function commitCredits(trx: Executor, holds: SpentCredit[]): Promise<void> {
  if (holds.length === 0) return;
  const removed = await trx
    .deleteFrom('credit_reservations')
    .where('id', 'in', holds.map((h) => h.id))
    .returning('id')
    .execute();
  const held = new Set(removed.map((r) => r.id));
  const groups = new Map<string, { userId: string; period: string; now: string; used: number; held: number; posts: number }>();
  const templates = new Map<string, { user_id: string; period: string; template_name: string }>();
  for (const h of holds) {
    const key = `${h.userId}\u0000${h.period}`;
    const group = groups.get(key) ?? { userId: h.userId, period: h.period, now: h.now, used: 0, held: 0, posts: 0 };
    group.used += 1;
    if (held.has(h.id)) group.held += 1;
    if (h.post) group.posts += 1;
    if (h.post && h.template) templates.set(`${key}\u0000${h.template}`, { user_id: h.userId, period: h.period, template_name: h.template });
    if (h.now > group.now) group.now = h.now;
    groups.set(key, group);
  }
  // In one order (member, then month): two processes settling overlapping members at once then wait for each other
  // instead of deadlocking on PostgreSQL (seen under the load bench's mix).
  const ordered = [...groups.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, g]) => g);
  for (const g of ordered) {
    await trx
      .updateTable('credit_usage')
      .set((eb) => ({
        used: eb('used', '+', g.used),
        ...(g.held ? { reserved: eb('reserved', '-', g.held) } : {}),
        ...(g.posts ? { posts: eb('posts', '+', g.posts) } : {}),
        updated_at: g.now,
      }))
      .where('user_id', '=', g.userId)
      .where('period', '=', g.period)
      .execute();
  }
  // After the counters: their rows, locked above, already order two groups that share a member and month.
  if (templates.size) {
    const rows = [...templates.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, row]) => row);
    await trx
      .insertInto('credit_usage_templates')
      .values(rows)
      .onConflict((oc) => oc.columns(['user_id', 'period', 'template_name']).doNothing())
      .execute();
  }
}

/** Gives a held credit back (the reply failed or the member left). Idempotent. */
export async function releaseCredit(db: Db, { id, now }: { id: string; now: string }): Promise<void> {
  await db.transaction().execute((trx) => releaseCreditIn(trx, { id, now }));
}

/** releaseCredit's statements inside the caller's transaction (or the SQLite writer thread's savepoint). */
export async function releaseCreditIn(trx: Executor, { id, now }: { id: string; now: string }): Promise<void> {
  const row = await trx.deleteFrom('credit_reservations').where('id', '=', id).returning(['user_id', 'period']).executeTakeFirst();
  if (!row) return;
  await trx
    .updateTable('credit_usage')
    .set((eb) => ({ reserved: eb('reserved', '-', 1), updated_at: now }))
    .where('user_id', '=', row.user_id)
    .where('period', '=', row.period)
    .where('reserved', '>', 0)
    .execute();
}

/** Holds older than `before` (left by a request that crashed mid-reply): the member's, or everyone's. */
export async function listStaleReservations(db: Executor, { userId, before }: { userId?: string; before: string }): Promise<string[]> {
  let query = db.selectFrom('credit_reservations').select('id').where('created_at', '<', before);
  if (userId) query = query.where('user_id', '=', userId);
  const rows = await query.execute();
  return rows.map((r) => r.id);
}

// --- member data export -------------------------------------------------------------------------------------------

/** Every chat of a member with its messages, oldest first (for the data export). */
export async function listChatsForExport(db: Executor, userId: string) {
  const sessions = await db.selectFrom('chat_sessions').selectAll().where('user_id', '=', userId).orderBy('created_at').execute();
  const messages = await db
    .selectFrom('chat_messages')
    .select(['id', 'session_id', 'position', 'role', 'content', 'metadata', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('session_id')
    .orderBy('position')
    .execute();
  return { sessions, messages };
}

export function listHistoryForExport(db: Executor, userId: string) {
  return db.selectFrom('content_history').selectAll().where('user_id', '=', userId).orderBy('created_at').execute();
}

export function listCreditsForExport(db: Executor, userId: string) {
  return db.selectFrom('credit_usage').select(['period', 'used', 'posts', 'updated_at']).where('user_id', '=', userId).orderBy('period').execute();
}

/** The templates of each month's posts (for the data export), by month then name. */
export function listCreditTemplatesForExport(db: Executor, userId: string) {
  return db
    .selectFrom('credit_usage_templates')
    .select(['period', 'template_name'])
    .where('user_id', '=', userId)
    .orderBy('period')
    .orderBy('template_name')
    .execute();
}
