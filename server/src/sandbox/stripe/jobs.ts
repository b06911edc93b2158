import { createHmac } from 'node:crypto';
import type { AppContext } from '../../context';
import type { JobDefinition } from '../../platform/jobs/index';
import { processDue } from './clock';
import { WEBHOOK_JOB_KIND, getObject, nowSeconds, publicView, putObject } from './store';

/** The sandbox clock's tick: what its running time has brought due (clock.ts). */
export const CLOCK_JOB_KIND = 'billing.sandbox-stripe-clock';

/** Where the sandbox sends its events: the product's endpoint, as it would be registered in Stripe's dashboard. */
export const webhookEndpoint = (publicUrl: string) => `${publicUrl}/api/stripe/webhook`;

/** Stripe's signature header: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.payload" under the endpoint secret>`. */
export function signPayload(payload: string, secret: string, timestamp = nowSeconds()): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

/**
 * Sends one event to the webhook endpoint, signed, through the in-process fetch. Anything but a 2xx throws, so the
 * job runner retries it with backoff (Stripe retries for days; the sandbox for about half an hour).
 */
export async function deliverEvent(ctx: Pick<AppContext, 'db' | 'config' | 'sandboxFetch'>, eventId: string, signal?: AbortSignal): Promise<void> {
  const event = await getObject(ctx.db, eventId, 'event');
  if (!event) return;
  const secret = ctx.config.stripe.webhookSecret;
  if (!secret) throw new Error('The Stripe sandbox has no webhook secret to sign with');
  const payload = JSON.stringify({ ...publicView(event), pending_webhooks: 1 }, null, 2);
  const response = await ctx.sandboxFetch.fetch(webhookEndpoint(ctx.config.publicUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signPayload(payload, secret), 'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)' },
    body: payload,
    signal,
  });
  if (!response.ok) throw new Error(`The webhook endpoint answered ${response.status} for ${event.type} ${event.id}`);
  await putObject(ctx.db, { ...event, pending_webhooks: 0 });
}

/** Declared in the billing area's manifest (the area that owns payments); does nothing without the sandbox. */
export const stripeSandboxJobs: JobDefinition<{ eventId: string }, AppContext>[] = [
  {
    kind: WEBHOOK_JOB_KIND,
    maxAttempts: 12,
    backoffMs: (attempt) => Math.min(60_000, 1000 * 2 ** (attempt - 1)),
    timeoutMs: 30_000,
    handler: async ({ eventId }, ctx, job) => {
      if (!ctx.config.sandbox.payments || typeof eventId !== 'string') return;
      await deliverEvent(ctx, eventId, job.signal);
    },
  },
  {
    kind: CLOCK_JOB_KIND,
    schedule: { everySeconds: 60 },
    timeoutMs: 60_000,
    handler: async (_payload, ctx) => {
      if (!ctx.config.sandbox.payments) return;
      await processDue(ctx.db);
    },
  },
];
