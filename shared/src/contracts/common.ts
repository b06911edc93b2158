import { z } from 'zod';

/** Every error the API returns: `{ detail }` with a 4xx/5xx status. */
export const ErrorResponse = z.object({ detail: z.string() });
export type ErrorResponse = z.infer<typeof ErrorResponse>;

export const HealthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ dialect: z.enum(['sqlite', 'postgres']), ok: z.boolean(), latency_ms: z.number() }),
  mode: z.enum(['local', 'production']),
  version: z.string(),
});
export type HealthResponse = z.infer<typeof HealthResponse>;

/** `/remotes.json`: where each area's Module Federation manifest lives. */
export const RemotesConfig = z.object({
  remotes: z.record(z.string(), z.string()),
  sandbox: z.object({ linkedin: z.boolean(), payments: z.boolean(), mail: z.boolean(), llm: z.boolean() }),
  llm_model: z.string().nullable(),
});
export type RemotesConfig = z.infer<typeof RemotesConfig>;

export const OkResponse = z.object({ success: z.boolean(), message: z.string().optional() });
export type OkResponse = z.infer<typeof OkResponse>;

export const IdParam = z.object({ id: z.string().min(1).max(64) });
