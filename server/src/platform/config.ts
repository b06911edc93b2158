import { createHmac, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { AREAS, PAID_TIERS, type Area, type PaidTier } from 'shared/constants';
import { z } from 'zod';
import { REPO_ROOT } from './paths';

/**
 * The only module that reads process.env (STYLE.md: config validated at boot). Every variable is listed in
 * /.env.example. `loadConfig` validates all of them at once and throws a `ConfigError` naming every bad one,
 * so a misconfigured deployment fails at start with one readable message instead of at the first request.
 */

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
export type NodeEnv = 'development' | 'production' | 'test';
/**
 * PostgreSQL's `queryTimeoutMs`: how long one statement may go unanswered (DB_QUERY_TIMEOUT_MS; 0 = no deadline);
 * `preparedStatements`: run statements as named prepared statements (DB_PREPARED_STATEMENTS, default true).
 */
export type DatabaseConfig =
  | { dialect: 'sqlite'; path: string }
  | { dialect: 'postgres'; url: string; queryTimeoutMs?: number; preparedStatements?: boolean };

export interface Config {
  nodeEnv: NodeEnv;
  /** 'local' is every mode but production: SQLite by default, sandboxes on, a generated secret. */
  mode: 'local' | 'production';
  isProduction: boolean;
  port: number;
  host: string;
  /** The URL members reach the app at, without a trailing slash (links in e-mails, OAuth redirects). */
  publicUrl: string;
  dataDir: string;
  database: DatabaseConfig;
  /** Signs and encrypts server secrets (state tokens, LinkedIn tokens at rest). */
  appSecret: string;
  logLevel: LogLevel;
  /** Where the browser loads each area's mf-manifest.json (absolute URL or a path on this server). */
  remotes: Record<Area, string>;
  /** The folder holding host/dist and mfe-<area>/dist. */
  staticRoot: string;
  mail: { smtpUrl: string | null; from: string };
  linkedin: {
    clientId: string | null;
    clientSecret: string | null;
    /** Base of LinkedIn's REST API (posts): api.linkedin.com, the sandbox in local mode, or LINKEDIN_API_URL. */
    apiUrl: string;
    /** LinkedIn-Version header, YYYYMM. */
    apiVersion: string;
  };
  /** baseUrl and model are both set when a model is configured, both null when not. */
  llm: { baseUrl: string | null; apiKey: string | null; model: string | null; timeoutMs: number };
  stripe: {
    secretKey: string | null;
    /** Verifies webhook signatures: STRIPE_WEBHOOK_SECRET, or in sandbox mode one derived from APP_SECRET. */
    webhookSecret: string | null;
    /** The Stripe price id of each paid tier (STRIPE_PRICE_*; the sandbox's own ids in sandbox mode). */
    prices: Record<PaidTier, string>;
    /** False when PAYMENTS_ENABLED=false or nothing can take payments (production without a key): checkout answers demo_mode. */
    enabled: boolean;
    /** STRIPE_TIMEOUT_MS (default 15 s): the longest one Stripe call may take before the member gets a clear error. */
    timeoutMs: number;
  };
  /** True where a local stand-in replaces a missing integration (never in production). */
  sandbox: { linkedin: boolean; payments: boolean; mail: boolean; llm: boolean };
  trustProxy: boolean | number | string;
  /** Scales every rate limit (login, sign-up, resend, reset); e2e runs set it high. Default 1. */
  rateLimitMultiplier: number;
  /** Each area's own settings, built from the variables its manifest declares (`settings.of(config)` reads them). */
  areaSettings: ReadonlyMap<AreaSettings<unknown>, unknown>;
  /** Background work: run inside the API process (default) or only in `pnpm worker` processes; how often. */
  worker: { inProcess: boolean; concurrency: number };
  /**
   * SESSION_CACHE_MS: how long an API process may answer for a session token it has just looked up without looking it
   * up again (default 1000; 0 in tests and when set to 0). A revocation made by this process takes effect at once;
   * one made by another API process within this time.
   */
  sessionCacheMs: number;
  /**
   * SHARED_ANSWER_CACHE_MS: how long an API process keeps an answer that is the same for every caller asking the same
   * thing (platform/shared-answers.ts: the viral library's pages, trending topics, the rising creators' rankings)
   * before reading it again (default
   * 1000; 0 in tests and when set to 0). A change made by this process shows at once; one made by another process
   * within this time.
   */
  sharedAnswerCacheMs: number;
}

/** Thrown by `loadConfig`; `problems` holds one line per bad variable. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export type Env = Record<string, string | undefined>;

const OPENAI_BASE_URL = 'https://api.openai.com/v1';
/** The model asked for when LLM_BASE_URL or LLM_API_KEY is set without LLM_MODEL. */
export const DEFAULT_LLM_MODEL = 'gpt-4o-mini';
const MIN_SECRET_LENGTH = 32;
const LINKEDIN_API_URL = 'https://api.linkedin.com';
/** LinkedIn supports each monthly version for about a year; move this forward when upgrading. */
export const DEFAULT_LINKEDIN_API_VERSION = '202610';

/** `KEY=` in a .env file means "not set", not "set to the empty string". */
export const optionalString = z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), z.string().optional());

/** An absolute http(s) URL; `what` is an example or what it is for, shown in the problem. */
export const httpUrl = (what: string) =>
  z.string().refine((v) => isHttpUrl(v), `must be an absolute http(s) URL${what ? ` (${what})` : ''}`);

/** How long a process keeps something it just read (a session, a shared answer): 0 (nothing) to 60 s. */
const cacheMilliseconds = optionalString.pipe(
  z
    .string()
    .regex(/^\d+$/, 'must be a number of milliseconds')
    .transform(Number)
    .refine((n) => n <= 60_000, 'must be between 0 (no cache) and 60000 milliseconds')
    .optional(),
);

const EnvSchema = z.object({
  NODE_ENV: optionalString.pipe(
    z.enum(['development', 'production', 'test'], { error: 'must be development, production or test' }).optional(),
  ),
  PORT: optionalString.pipe(
    z
      .string()
      .regex(/^\d+$/, 'must be a whole number between 1 and 65535')
      .transform(Number)
      .refine((n) => n >= 1 && n <= 65535, 'must be a whole number between 1 and 65535')
      .optional(),
  ),
  HOST: optionalString,
  DATA_DIR: optionalString,
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .refine(
        (v) => /^postgres(ql)?:\/\/.+/i.test(v) || /^(sqlite|file):.+/i.test(v),
        'must be a postgres:// URL (or sqlite:<path>); leave it empty for SQLite in DATA_DIR',
      )
      .optional(),
  ),
  DB_QUERY_TIMEOUT_MS: optionalString.pipe(
    z
      .string()
      .regex(/^\d+$/, 'must be a number of milliseconds')
      .transform(Number)
      .refine((n) => n === 0 || (n >= 500 && n <= 600_000), 'must be 0 (no deadline) or between 500 and 600000 milliseconds')
      .optional(),
  ),
  DB_PREPARED_STATEMENTS: optionalString.pipe(z.enum(['true', 'false'], { error: 'must be true or false' }).optional()),
  SESSION_CACHE_MS: cacheMilliseconds,
  SHARED_ANSWER_CACHE_MS: cacheMilliseconds,
  PUBLIC_URL: optionalString.pipe(httpUrl('e.g. https://postpilot.example.com').optional()),
  APP_SECRET: optionalString.pipe(
    z.string().min(MIN_SECRET_LENGTH, `must be at least ${MIN_SECRET_LENGTH} characters (try: openssl rand -base64 48)`).optional(),
  ),
  LOG_LEVEL: optionalString.pipe(z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).optional()),
  ...remoteUrlVariables(),
  STATIC_ROOT: optionalString,
  SMTP_URL: optionalString.pipe(
    z.string().refine((v) => /^smtps?:\/\/.+/i.test(v), 'must be an smtp:// or smtps:// URL').optional(),
  ),
  MAIL_FROM: optionalString,
  LINKEDIN_CLIENT_ID: optionalString,
  LINKEDIN_CLIENT_SECRET: optionalString,
  LINKEDIN_API_URL: optionalString.pipe(httpUrl('e.g. https://api.linkedin.com').optional()),
  LINKEDIN_API_VERSION: optionalString.pipe(
    z.string().regex(/^20\d\d(0[1-9]|1[0-2])$/, 'must be a LinkedIn API version YYYYMM, e.g. 202610').optional(),
  ),
  LLM_BASE_URL: optionalString.pipe(httpUrl('an OpenAI-compatible API, e.g. http://localhost:11434/v1').optional()),
  LLM_API_KEY: optionalString,
  LLM_MODEL: optionalString,
  LLM_TIMEOUT_MS: optionalString.pipe(
    z
      .string()
      .regex(/^\d+$/, 'must be a number of milliseconds')
      .transform(Number)
      .refine((n) => n >= 1000 && n <= 600_000, 'must be between 1000 and 600000 milliseconds')
      .optional(),
  ),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_TIMEOUT_MS: optionalString.pipe(
    z
      .string()
      .regex(/^\d+$/, 'must be a number of milliseconds')
      .transform(Number)
      .refine((n) => n >= 500 && n <= 120_000, 'must be between 500 and 120000 milliseconds')
      .optional(),
  ),
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_PRICE_COMET: optionalString,
  STRIPE_PRICE_STAR: optionalString,
  STRIPE_PRICE_NOVA: optionalString,
  PAYMENTS_ENABLED: optionalString.pipe(z.enum(['true', 'false'], { error: 'must be true or false' }).optional()),
  TRUST_PROXY: optionalString,
  RATE_LIMIT_MULTIPLIER: optionalString.pipe(
    z
      .string()
      .regex(/^\d+(\.\d+)?$/, 'must be a positive number, e.g. 1 (default) or 100 for end-to-end test runs')
      .transform(Number)
      .refine((n) => n > 0 && n <= 100_000, 'must be a positive number, e.g. 1 (default) or 100 for end-to-end test runs')
      .optional(),
  ),
  WORKER_IN_PROCESS: optionalString.pipe(z.enum(['true', 'false'], { error: 'must be true or false' }).optional()),
  WORKER_CONCURRENCY: optionalString.pipe(
    z
      .string()
      .regex(/^\d+$/, 'must be a whole number of jobs')
      .transform(Number)
      .refine((n) => n >= 1 && n <= 1000, 'must be between 1 and 1000')
      .optional(),
  ),
});

/** The names of the platform's own variables (each area's are in its manifest's `settings`). */
export const PLATFORM_VARIABLES: readonly string[] = Object.keys(EnvSchema.shape);

function remoteUrlVariables() {
  const entries = AREAS.map((area) => [
    `REMOTE_${area.toUpperCase()}_URL`,
    optionalString.pipe(
      z
        .string()
        .refine((v) => isHttpUrl(v) || v.startsWith('/'), 'must be an absolute http(s) URL or a path starting with /')
        .optional(),
    ),
  ]);
  return Object.fromEntries(entries) as Record<string, typeof optionalString>;
}

/**
 * Loads <repo root>/.env, if there is one, into process.env. Real environment variables win over the file.
 * Entry points (main, CLIs) call it before `loadConfig`; tests never do.
 */
export function loadDotEnv(file = path.join(REPO_ROOT, '.env')): void {
  if (existsSync(file)) process.loadEnvFile(file);
}

/**
 * An area's own environment variables: the extension point for settings only one area reads. The area declares them
 * in its manifest (`settings: defineAreaSettings(...)`); `loadConfig` validates them at boot with the platform's (one
 * `ConfigError` naming every bad variable of every area) and builds the area's typed settings once; the area reads
 * them back with `settings.of(ctx.config)`. Like the platform's, each variable is listed in /.env.example (a test
 * holds every area to it).
 */
export interface AreaSettings<T> {
  readonly area: string;
  /** Variable name → its schema (`optionalString.pipe(...)`: an empty value means "not set"). */
  readonly variables: z.ZodRawShape;
  /** The settings `loadConfig` built for this area. */
  of(config: Pick<Config, 'areaSettings'>): T;
}

interface AreaSettingsDefinition<T> extends AreaSettings<T> {
  build(values: Record<string, unknown>): T;
}

export function defineAreaSettings<S extends z.ZodRawShape, T>(
  area: string,
  variables: S,
  build: (values: z.output<z.ZodObject<S>>) => T,
): AreaSettings<T> {
  const definition: AreaSettingsDefinition<T> = {
    area,
    variables,
    build: (values) => build(values as z.output<z.ZodObject<S>>),
    of(config) {
      if (!config.areaSettings.has(definition)) {
        throw new Error(`The ${area} area's settings were not loaded: loadConfig(env, areas) was called without the ${area} area`);
      }
      return config.areaSettings.get(definition) as T;
    },
  };
  return definition;
}

/**
 * Reads and validates the configuration; throws `ConfigError` listing every problem. `areas` are the manifests (or
 * anything with their `settings`) whose own variables are read too: entry points pass the area list.
 */
export function loadConfig(env: Env = process.env, areas: readonly { settings?: AreaSettings<unknown> }[] = []): Config {
  const parsed = EnvSchema.safeParse(pick(env, Object.keys(EnvSchema.shape)));
  const problems = parsed.success ? [] : parsed.error.issues.map((i) => `${String(i.path[0])}: ${i.message}`);
  const raw = parsed.success ? parsed.data : undefined;
  const areaSettings = readAreaSettings(env, areas, problems);

  const isProduction = (raw?.NODE_ENV ?? env.NODE_ENV) === 'production';
  if (isProduction && !env.APP_SECRET?.trim()) {
    problems.push(`APP_SECRET: required in production (at least ${MIN_SECRET_LENGTH} characters)`);
  }
  if (Boolean(env.LINKEDIN_CLIENT_ID?.trim()) !== Boolean(env.LINKEDIN_CLIENT_SECRET?.trim())) {
    problems.push('LINKEDIN_CLIENT_ID / LINKEDIN_CLIENT_SECRET: set both or neither');
  }
  if (isProduction && env.STRIPE_SECRET_KEY?.trim() && !env.STRIPE_WEBHOOK_SECRET?.trim()) {
    problems.push('STRIPE_WEBHOOK_SECRET: required in production when STRIPE_SECRET_KEY is set');
  }
  if (env.STRIPE_SECRET_KEY?.trim()) {
    for (const tier of PAID_TIERS) {
      const name = `STRIPE_PRICE_${tier.toUpperCase()}`;
      if (!env[name]?.trim()) problems.push(`${name}: required when STRIPE_SECRET_KEY is set (the price id of the ${tier} plan, price_...)`);
    }
  }
  const trustProxy = parseTrustProxy(env.TRUST_PROXY?.trim() || undefined);
  if (trustProxy instanceof Error) problems.push(`TRUST_PROXY: ${trustProxy.message}`);

  if (problems.length > 0 || !raw) throw new ConfigError(problems);

  // Relative paths are taken from where the user typed the command: pnpm runs scripts inside server/ and
  // records the original directory in INIT_CWD.
  const baseDir = env.INIT_CWD || process.cwd();
  const dataDir = path.resolve(baseDir, raw.DATA_DIR ?? path.join(REPO_ROOT, 'data'));
  ensureDir(dataDir);

  const port = raw.PORT ?? 3000;
  const nodeEnv: NodeEnv = raw.NODE_ENV ?? 'development';
  const llmConfigured = Boolean(raw.LLM_BASE_URL || raw.LLM_API_KEY);
  const local = !isProduction;
  const publicUrl = (raw.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
  const appSecret = raw.APP_SECRET ?? localSecret(dataDir);
  const paymentsSwitchedOn = raw.PAYMENTS_ENABLED !== 'false';
  const paymentsSandbox = local && !raw.STRIPE_SECRET_KEY && paymentsSwitchedOn;

  const config: Config = {
    nodeEnv,
    mode: isProduction ? 'production' : 'local',
    isProduction,
    port,
    host: raw.HOST ?? (isProduction ? '0.0.0.0' : '127.0.0.1'),
    publicUrl,
    dataDir,
    database: databaseConfig(raw.DATABASE_URL, dataDir, baseDir, {
      queryTimeoutMs: raw.DB_QUERY_TIMEOUT_MS ?? 30_000,
      preparedStatements: raw.DB_PREPARED_STATEMENTS !== 'false',
    }),
    appSecret,
    logLevel: raw.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : isProduction ? 'info' : 'warn'),
    remotes: Object.fromEntries(
      AREAS.map((area) => [area, (raw as Env)[`REMOTE_${area.toUpperCase()}_URL`] ?? `/mfe/${area}/mf-manifest.json`]),
    ) as Record<Area, string>,
    staticRoot: path.resolve(baseDir, raw.STATIC_ROOT ?? REPO_ROOT),
    mail: { smtpUrl: raw.SMTP_URL ?? null, from: raw.MAIL_FROM ?? 'PostPilot <no-reply@localhost>' },
    linkedin: {
      clientId: raw.LINKEDIN_CLIENT_ID ?? null,
      clientSecret: raw.LINKEDIN_CLIENT_SECRET ?? null,
      apiUrl: (raw.LINKEDIN_API_URL ?? (local && !raw.LINKEDIN_CLIENT_ID ? `${publicUrl}/sandbox/linkedin` : LINKEDIN_API_URL)).replace(/\/+$/, ''),
      apiVersion: raw.LINKEDIN_API_VERSION ?? DEFAULT_LINKEDIN_API_VERSION,
    },
    llm: {
      baseUrl: raw.LLM_BASE_URL?.replace(/\/+$/, '') ?? (llmConfigured ? OPENAI_BASE_URL : null),
      apiKey: raw.LLM_API_KEY ?? null,
      // Resolved once here: the generator calls it and /remotes.json names it.
      model: raw.LLM_MODEL ?? (llmConfigured ? DEFAULT_LLM_MODEL : null),
      timeoutMs: raw.LLM_TIMEOUT_MS ?? 60_000,
    },
    stripe: {
      secretKey: raw.STRIPE_SECRET_KEY ?? null,
      webhookSecret: raw.STRIPE_WEBHOOK_SECRET ?? (paymentsSandbox ? sandboxWebhookSecret(appSecret) : null),
      prices: Object.fromEntries(
        PAID_TIERS.map((tier) => [tier, (raw as Env)[`STRIPE_PRICE_${tier.toUpperCase()}`] ?? `price_sandbox_${tier}`]),
      ) as Record<PaidTier, string>,
      enabled: paymentsSwitchedOn && (Boolean(raw.STRIPE_SECRET_KEY) || paymentsSandbox),
      timeoutMs: raw.STRIPE_TIMEOUT_MS ?? 15_000,
    },
    sandbox: {
      linkedin: local && !raw.LINKEDIN_CLIENT_ID,
      payments: paymentsSandbox,
      mail: local && !raw.SMTP_URL,
      llm: local && !llmConfigured,
    },
    trustProxy: trustProxy as Config['trustProxy'],
    rateLimitMultiplier: raw.RATE_LIMIT_MULTIPLIER ?? 1,
    areaSettings,
    worker: { inProcess: raw.WORKER_IN_PROCESS !== 'false', concurrency: raw.WORKER_CONCURRENCY ?? 20 },
    sessionCacheMs: raw.SESSION_CACHE_MS ?? (nodeEnv === 'test' ? 0 : 1_000),
    sharedAnswerCacheMs: raw.SHARED_ANSWER_CACHE_MS ?? (nodeEnv === 'test' ? 0 : 1_000),
  };
  return Object.freeze(config);
}

function readAreaSettings(env: Env, areas: readonly { settings?: AreaSettings<unknown> }[], problems: string[]) {
  const built = new Map<AreaSettings<unknown>, unknown>();
  const owner = new Map<string, string>(PLATFORM_VARIABLES.map((name) => [name, 'the platform']));
  for (const settings of areas.flatMap((a) => (a.settings ? [a.settings as AreaSettingsDefinition<unknown>] : []))) {
    for (const name of Object.keys(settings.variables)) {
      const taken = owner.get(name);
      if (taken) throw new Error(`${name} is declared by ${taken} and by the ${settings.area} area: a variable has one owner`);
      owner.set(name, `the ${settings.area} area`);
    }
    const parsed = z.object(settings.variables).safeParse(pick(env, Object.keys(settings.variables)));
    if (parsed.success) built.set(settings, Object.freeze(settings.build(parsed.data)));
    else problems.push(...parsed.error.issues.map((i) => `${String(i.path[0])}: ${i.message}`));
  }
  return built;
}

function databaseConfig(
  url: string | undefined,
  dataDir: string,
  baseDir: string,
  postgres: { queryTimeoutMs: number; preparedStatements: boolean },
): DatabaseConfig {
  if (url && /^postgres(ql)?:\/\//i.test(url)) return { dialect: 'postgres', url, ...postgres };
  if (url) return { dialect: 'sqlite', path: path.resolve(baseDir, url.replace(/^(sqlite|file):(\/\/)?/i, '')) };
  return { dialect: 'sqlite', path: path.join(dataDir, 'app.db') };
}

/**
 * Local mode needs no setup, yet sessions and encrypted tokens must survive a restart: the secret is
 * generated once and kept beside the database.
 */
function localSecret(dataDir: string): string {
  const file = path.join(dataDir, '.secret');
  if (existsSync(file)) {
    const saved = readFileSync(file, 'utf8').trim();
    if (saved.length >= MIN_SECRET_LENGTH) return saved;
  }
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

/**
 * The sandbox signs its webhooks with this and the endpoint checks them with it: derived from APP_SECRET, so the API
 * and every worker agree without a shared file, and it changes when the app secret does.
 */
function sandboxWebhookSecret(appSecret: string): string {
  return `whsec_${createHmac('sha256', appSecret).update('stripe-sandbox-webhook').digest('base64url')}`;
}

/** Express-style TRUST_PROXY: true/false, a hop count, or a comma-separated list of addresses/CIDRs. */
function parseTrustProxy(value: string | undefined): boolean | number | string | Error {
  if (value === undefined) return false;
  const v = value.trim().toLowerCase();
  if (v === 'true') return true;
  if (v === 'false') return false;
  if (/^\d+$/.test(v)) return Number(v);
  if (/^[0-9a-f.:/,\s]+$/i.test(v) || /^(loopback|linklocal|uniquelocal)(,|$)/.test(v)) return value.trim();
  return new Error('must be true, false, a hop count or a comma-separated list of proxy addresses');
}

function ensureDir(dir: string): void {
  try {
    mkdirSync(dir, { recursive: true });
  } catch (error) {
    throw new ConfigError([`DATA_DIR: cannot create ${dir} (${(error as NodeJS.ErrnoException).code ?? error})`]);
  }
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

function pick(env: Env, keys: string[]): Env {
  return Object.fromEntries(keys.map((k) => [k, env[k]]));
}

/**
 * The folder a command was typed in: pnpm runs `pnpm --filter server <script>` inside server/, so a file path a
 * CLI is given is read against INIT_CWD (set by pnpm and npm), else the process's own folder.
 */
export function invocationDir(env: Env = process.env): string {
  return env.INIT_CWD ?? process.cwd();
}
