/**
 * The composition root (STYLE.md): every integration is built here, once, from config, and handed to the areas
 * and the worker through the context. Nothing constructs a client inside a route or a job.
 */
import { type LinkedInApi, type LinkedInProvider, createLinkedInApi, createLinkedInProvider } from './integrations/linkedin/index';
import { type PostWriter, type WriterOptions, createPostWriter } from './integrations/llm/index';
import { type Mailer, createMailer } from './integrations/mail/index';
import { type Payments, createPayments } from './integrations/payments/index';
import type { AreaManifest } from './areas/types';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './platform/config';
import type { Db } from './platform/db';
import { type EventHub, createEventHub } from './platform/events';
import { createLogger } from './platform/logger';
import { type SandboxFetch, createSandboxFetch } from './sandbox/in-process-fetch';
import { type Sandbox, createSandboxes } from './sandbox/index';

export interface Integrations {
  /** What writes a reply: the configured model, or the offline writer in local mode; null when neither (production). */
  llm: PostWriter | null;
  linkedin: {
    /** OpenID Connect sign-in and connection (linkedin.com or the sandbox); null when not configured. */
    oidc: LinkedInProvider | null;
    /** The REST API client (posts), at config.linkedin.apiUrl. */
    api: LinkedInApi;
  };
  mail: Mailer;
  /** Stripe (real or the sandbox); null when payments are off. */
  payments: Payments | null;
}

/** What the member-data hooks of every area add up to (export and account deletion). */
export interface MemberData {
  /** Every area's part of the member's data export, in area order. */
  export(userId: string): Promise<Record<string, unknown>>;
  /** Runs every area's pre-deletion hook, in reverse area order. */
  beforeDelete(userId: string): Promise<void>;
}

/** What every area, route and job receives. */
export interface AppContext {
  config: Config;
  db: Db;
  /** The process's logger (Fastify logs through it too). */
  log: FastifyBaseLogger;
  integrations: Integrations;
  members: MemberData;
  /** Area events: `ctx.events.emit('scheduler.post.published', {...})` runs every area's handler (platform/events.ts). */
  events: EventHub;
  /** The local stand-ins this configuration uses (mounted by the API; empty in production). */
  sandboxes: Sandbox[];
  /** Where the sandboxes are reached from server code; the API binds itself, a standalone worker its own host. */
  sandboxFetch: SandboxFetch;
}

export interface CreateContextOptions {
  config: Config;
  db: Db;
  areas: AreaManifest[];
  /** Test seams: replace an integration (e.g. a writer with a slower offline pace). */
  writerOptions?: WriterOptions;
}

/** Builds the integrations and the sandboxes once. */
export async function createContext({ config, db, areas, writerOptions }: CreateContextOptions): Promise<AppContext> {
  const sandboxFetch = createSandboxFetch(config.publicUrl);
  const integrations: Integrations = {
    llm: createPostWriter(config, writerOptions),
    linkedin: {
      oidc: createLinkedInProvider({ config, sandboxFetch: sandboxFetch.fetch }),
      api: createLinkedInApi({ baseUrl: config.linkedin.apiUrl, version: config.linkedin.apiVersion, fetch: sandboxFetch.fetch }),
    },
    mail: createMailer({ config, db }),
    payments: createPayments({ config, sandboxFetch: sandboxFetch.fetch }),
  };
  const sandboxes = await createSandboxes({ config, db });
  const ctx: AppContext = {
    config,
    db,
    log: createLogger(config),
    integrations,
    sandboxes,
    sandboxFetch,
    events: createEventHub(
      areas.map((a) => a.on ?? {}),
      () => ctx,
    ),
    members: {
      export: async (userId) => {
        const result: Record<string, unknown> = {};
        for (const area of areas) {
          if (area.memberData?.export) Object.assign(result, await area.memberData.export(ctx, userId));
        }
        return result;
      },
      beforeDelete: async (userId) => {
        for (const area of [...areas].reverse()) await area.memberData?.delete?.(ctx, userId);
      },
    },
  };
  return ctx;
}
