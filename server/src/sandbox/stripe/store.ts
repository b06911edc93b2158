import { randomBytes } from 'node:crypto';
import { type Db, dialectOf } from '../../platform/db';
import { enqueueJob } from '../../platform/jobs/index';
import './tables';

/** A Stripe object as the API returns it; keys starting with `_` are the sandbox's own and never leave it. */
// biome-ignore lint/suspicious/noExplicitAny: Stripe objects are open-ended JSON
export type StripeObject = { id: string; object: string } & Record<string, any>;

/** The job that delivers one event to the webhook endpoint (jobs.ts), retried until it answers 2xx. */
export const WEBHOOK_JOB_KIND = 'billing.sandbox-stripe-webhook';

/** The API version the sandbox speaks (the one the installed SDK asks for). */
export const SANDBOX_API_VERSION = '2026-10-28.endive';

export const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;
export const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The id of the sandbox's one test clock (Stripe's test clocks, one for the whole sandbox account). */
export const SANDBOX_CLOCK_ID = 'clock_sandbox';

/**
 * The sandbox's test clock: it runs with real time, `_offset` seconds ahead once it has been advanced
 * (POST /v1/test_helpers/test_clocks/clock_sandbox/advance, clock.ts). `frozen_time` is its time now.
 */
export async function readClock(db: Db): Promise<StripeObject> {
  const stored = await getObject(db, SANDBOX_CLOCK_ID, 'test_helpers.test_clock');
  const offset = Number(stored?._offset ?? 0);
  return {
    id: SANDBOX_CLOCK_ID,
    object: 'test_helpers.test_clock',
    created: stored?.created ?? nowSeconds(),
    deletes_after: null,
    frozen_time: nowSeconds() + offset,
    livemode: false,
    name: 'Sandbox clock',
    status: 'ready',
    status_details: {},
    _offset: offset,
  };
}

/** The sandbox's time now (unix seconds): real time plus how far its clock was advanced. */
export async function sandboxNow(db: Db): Promise<number> {
  return (await readClock(db)).frozen_time;
}

/** The object without the sandbox's private keys. */
export function publicView<T extends StripeObject>(object: T): T {
  return Object.fromEntries(Object.entries(object).filter(([k]) => !k.startsWith('_'))) as T;
}

export async function putObject(db: Db, object: StripeObject, customer: string | null = object.customer ?? null): Promise<StripeObject> {
  const data = JSON.stringify(object);
  await db
    .insertInto('sandbox_stripe_objects')
    .values({ id: object.id, type: object.object, customer, data, created_at: new Date().toISOString() })
    .onConflict((oc) => oc.column('id').doUpdateSet({ data, customer }))
    .execute();
  return object;
}

export async function getObject(db: Db, id: string, type?: string): Promise<StripeObject | null> {
  const row = await db.selectFrom('sandbox_stripe_objects').select(['data', 'type']).where('id', '=', id).executeTakeFirst();
  if (!row || (type && row.type !== type)) return null;
  return JSON.parse(row.data) as StripeObject;
}

/**
 * The object read for a change in the caller's transaction: on PostgreSQL the row is locked until it commits, so two
 * transactions changing the same object (a double submit, the clock job and an advance) take turns; SQLite
 * transactions already do.
 */
export async function getObjectForUpdate(db: Db, id: string, type?: string): Promise<StripeObject | null> {
  let q = db.selectFrom('sandbox_stripe_objects').select(['data', 'type']).where('id', '=', id);
  if (dialectOf(db) === 'postgres') q = q.forUpdate();
  const row = await q.executeTakeFirst();
  if (!row || (type && row.type !== type)) return null;
  return JSON.parse(row.data) as StripeObject;
}

/** Objects of a type, newest first, optionally of one customer. */
export async function listObjects(db: Db, { type, customer, limit = 100 }: { type: string; customer?: string | null; limit?: number }): Promise<StripeObject[]> {
  let q = db.selectFrom('sandbox_stripe_objects').select('data').where('type', '=', type);
  if (customer) q = q.where('customer', '=', customer);
  const rows = await q.orderBy('created_at', 'desc').limit(limit).execute();
  return rows.map((r) => JSON.parse(r.data) as StripeObject);
}

/**
 * Records an event (a snapshot of `object` now) and queues its delivery, in the caller's transaction: an event exists
 * exactly when the change it describes was committed.
 */
export async function emitEvent(db: Db, type: string, object: StripeObject, previous?: Record<string, unknown>): Promise<StripeObject> {
  const event: StripeObject = {
    id: newId('evt'),
    object: 'event',
    api_version: SANDBOX_API_VERSION,
    created: nowSeconds(),
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object: publicView(object), ...(previous ? { previous_attributes: previous } : {}) },
  };
  await putObject(db, event, object.object === 'customer' ? object.id : (object.customer ?? null));
  await enqueueJob(db, { kind: WEBHOOK_JOB_KIND, payload: { eventId: event.id }, key: `stripe-webhook:${event.id}` });
  return event;
}
