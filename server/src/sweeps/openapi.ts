import { sql } from 'kysely';
import { TONE_PRESETS } from 'shared/constants';
import type { Db, DbDialect } from '../platform/db';
import type { ApiInstance } from '../platform/http';

/**
 * Helpers for the suites that sweep every operation of the API (bad-input.test.ts, ownership.test.ts). They read
 * the OpenAPI document the app serves, so a route any area adds is swept without anyone listing it here.
 */

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  format?: string;
  pattern?: string;
  example?: unknown;
  default?: unknown;
}

export interface Operation {
  method: string;
  /** OpenAPI path, e.g. `/api/posts/{id}`. */
  path: string;
  key: string;
  /** Needs a session (`security` without an empty alternative). */
  secured: boolean;
  /** A read every visit of a screen makes: the database statements it declares (`x-screen-read`), else null. */
  screenReadRoundTrips: number | null;
  pathParams: string[];
  query: { name: string; schema: JsonSchema; required: boolean }[];
  body: JsonSchema | null;
}

/** Every operation of the served document (hidden routes stay hidden). */
export async function listOperations(app: ApiInstance): Promise<Operation[]> {
  const doc = (await app.inject({ method: 'GET', url: '/api/docs' })).json() as {
    paths: Record<string, Record<string, { security?: unknown[]; 'x-screen-read'?: { round_trips: number }; parameters?: { in: string; name: string; schema: JsonSchema; required?: boolean }[]; requestBody?: { content?: Record<string, { schema: JsonSchema }> } }>>;
  };
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const params = op.parameters ?? [];
      ops.push({
        method: method.toUpperCase(),
        path,
        key: `${method.toUpperCase()} ${path}`,
        secured: Array.isArray(op.security) && op.security.length > 0 && !op.security.some((s) => Object.keys(s as object).length === 0),
        screenReadRoundTrips: op['x-screen-read']?.round_trips ?? null,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        query: params.filter((p) => p.in === 'query').map((p) => ({ name: p.name, schema: p.schema ?? {}, required: Boolean(p.required) })),
        body: op.requestBody?.content?.['application/json']?.schema ?? null,
      });
    }
  }
  return ops;
}

/** The path with each `{param}` replaced by `value` (already URL-encoded as the caller wants it). */
export function fillPath(path: string, value: (name: string) => string): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => value(name));
}

const typeOf = (schema: JsonSchema): string | undefined => {
  if (Array.isArray(schema.type)) return schema.type.find((t) => t !== 'null');
  if (schema.type) return schema.type;
  if (schema.properties) return 'object';
  return undefined;
};

export interface SampleOptions {
  /** Fill optional properties too (a create call with everything a client may send). */
  all?: boolean;
  /** Words to put in free text, so what was stored can be recognised later. */
  marker?: string;
  /** Values learned from earlier answers, by field name (e.g. a `session_id` a first call returned). */
  known?: Record<string, unknown>;
}

/** A plausible value for a schema: what a well-behaved client would send (enum's first value, minimum length…). */
export function sampleValue(schema: JsonSchema, name = '', options: SampleOptions = {}): unknown {
  if (options.known && name in options.known) return options.known[name];
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined && !options.marker) return schema.default;
  // A field with a fixed vocabulary that is not an enum (a persona's tone) shows what it takes as its example.
  if (schema.example !== undefined) return schema.example;
  const branch = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (branch?.length) return sampleValue(branch.find((b) => b.type !== 'null') ?? branch[0], name, options);
  switch (typeOf(schema)) {
    case 'object': {
      const out: Record<string, unknown> = {};
      const required = schema.required ?? [];
      // An optional reference to something (`*_id`) is left out unless an earlier answer gave one.
      const keys = options.all
        ? Object.keys(schema.properties ?? {}).filter((k) => required.includes(k) || !k.endsWith('_id') || (options.known && k in options.known))
        : required;
      for (const key of keys) out[key] = sampleValue(schema.properties?.[key] ?? {}, key, options);
      return out;
    }
    case 'array':
      return [];
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'string': {
      if (/email/i.test(name) || /@/.test(schema.pattern ?? '')) return 'sweep.someone@example.com';
      if (/timezone/i.test(name)) return 'UTC';
      if (schema.format === 'date-time' || /time$|_at$/i.test(name)) return new Date(Date.now() + 2 * 86_400_000).toISOString();
      if (name === 'platform') return 'linkedin';
      // A persona's tone is one of the presets or 'Custom: …' (a rule the JSON schema cannot say).
      if (name === 'tone') return TONE_PRESETS[0];
      const text = options.marker ? `${options.marker} sweep text ` : 'Sweep text value ';
      const length = Math.max(schema.minLength ?? 1, 1);
      const max = schema.maxLength ?? 80;
      return text.repeat(Math.ceil(Math.max(length, text.length) / text.length) + 1).slice(0, Math.min(max, Math.max(length, options.marker ? text.length - 1 : 12)));
    }
    default:
      return 'x';
  }
}

/** Strings an attacker tries: injection, traversal, markup, control and bidi characters, lone surrogates. */
export const HOSTILE_STRINGS = [
  "' OR '1'='1' --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '${7*7}{{7*7}}',
  'x\r\nSet-Cookie: pwned=1',
  'a\u0000b',
  '\ud800',
  '\u202Eevil',
  '%00%ff',
  '\uFEFF',
  '🚀'.repeat(50),
];

/** Values of the wrong type for a schema's type. */
export function wrongTypedValues(schema: JsonSchema): unknown[] {
  const t = typeOf(schema);
  const all: unknown[] = ['text', 12345, -1, 1e308, true, null, [], {}, [1, 'a', null], { nested: { deeper: true } }];
  return all.filter((v) => {
    if (v === null) return !(Array.isArray(schema.type) && schema.type.includes('null'));
    if (t === 'string') return typeof v !== 'string';
    if (t === 'integer' || t === 'number') return typeof v !== 'number';
    if (t === 'boolean') return typeof v !== 'boolean';
    if (t === 'array') return !Array.isArray(v);
    if (t === 'object') return typeof v !== 'object' || Array.isArray(v);
    return true;
  });
}

/** `{ a: { a: … } }`, `depth` levels. */
export function deeplyNested(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i += 1) value = { a: value };
  return value;
}

/**
 * A fingerprint of everything stored: per table, the row count and the latest `updated_at` where there is one.
 * Two equal fingerprints around a refused call mean it stored nothing. `rate_limits` is left out: counting a
 * refused attempt is its job.
 */
export async function createFingerprint(db: Db, dialect: DbDialect): Promise<() => Promise<string>> {
  const schema = dialect === 'postgres' ? (await sql<{ s: string }>`select current_schema() as s`.execute(db)).rows[0].s : undefined;
  const tables = (await db.introspection.getTables())
    .filter((t) => (schema ? t.schema === schema : true))
    .filter((t) => !t.isView && t.name !== 'rate_limits' && !t.name.startsWith('kysely_'));
  const parts = tables.map((t) => {
    const hasUpdated = t.columns.some((c) => c.name === 'updated_at');
    return sql`select ${sql.lit(t.name)} as t, count(*) as c, ${hasUpdated ? sql`cast(max(${sql.ref('updated_at')}) as text)` : sql`cast(null as text)`} as u from ${sql.table(t.name)}`;
  });
  const query = sql.join(parts, sql` union all `);
  return async () => {
    const { rows } = await sql<{ t: string; c: number | string; u: string | null }>`${query}`.execute(db);
    return rows
      .map((r) => `${r.t}:${Number(r.c)}:${r.u ?? ''}`)
      .sort()
      .join('|');
  };
}
