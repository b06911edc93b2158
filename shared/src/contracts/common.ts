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

/**
 * A query value as a URL carries it: empty or blank (`?limit=`, `?limit=%20`, what a client's 'All' sends) is not
 * given, so the parameter's default applies, on every list route alike.
 */
export function emptyQueryAsAbsent(value: unknown): unknown {
  return typeof value === 'string' && value.trim() === '' ? undefined : value;
}

/**
 * A whole-number query parameter (a page's `limit`, `offset`): empty is not given (the default); anything else is
 * decimal digits from `min` to `max`, else 400 with one sentence for every way a value misses, naming what is
 * accepted ('Limit must be a whole number from 1 to 100': '-1' and '2.5' are numbers, just not ones it takes).
 * Number() alone would read '0x10' as 16 and '1e1' as 10, a silent other answer, so those fail like 'abc'.
 */
export function queryInt({ min, max, fallback, message }: { min: number; max: number; fallback: number; message?: string }) {
  const says = message ?? (max >= Number.MAX_SAFE_INTEGER ? `must be a whole number, ${min} or more` : `must be a whole number from ${min} to ${max}`);
  const number = z.coerce.number({ error: says }).int(says).min(min, says).max(max, says);
  return z
    .preprocess((raw: unknown) => {
      const value = emptyQueryAsAbsent(raw);
      return typeof value === 'string' && !/^\d+$/.test(value.trim()) ? Number.NaN : value;
    }, number.optional())
    .transform((value) => value ?? fallback)
    .default(fallback);
}

/* Text rules shared by the server's edge guard (platform/input-guard.ts) and the schemas below. */

/** A UTF-16 surrogate without its pair: not text, and stored it would come back as U+FFFD. */
export const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** Control characters refused in any text: C0 but tab, line feed and carriage return; DEL; C1. */
// eslint-disable-next-line no-control-regex
export const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/** Line breaks and tabs: refused on top of CONTROL_CHARS in one-line fields. */
export const LINE_BREAKS = /[\t\n\r\u2028\u2029\u0085]/;
/**
 * Characters that change how the text around them reads, or hide in it, without showing themselves: bidirectional
 * overrides, embeddings and isolates (U+202A–U+202E, U+2066–U+2069: they can make a name or a title read
 * backwards), the direction marks (U+200E, U+200F, U+061C), the zero-width space, word joiner and invisible
 * operators (U+200B, U+2060–U+2064) and the byte-order mark. The joiners U+200C/U+200D stay: emoji sequences and
 * several scripts need them.
 */
// eslint-disable-next-line no-misleading-character-class
const INVISIBLE_CONTROLS = /[\u061C\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g;

/** `text` without INVISIBLE_CONTROLS: how one-line text a member writes is kept (a name, a post title, a profile field). */
export function stripInvisibleControls(text: string): string {
  return text.replace(INVISIBLE_CONTROLS, '');
}

/**
 * Characters that show nothing by themselves: format characters (zero-width space and joiners, bidirectional marks,
 * overrides and isolates, soft hyphen, word joiner, BOM…) and the letters that render blank (Hangul fillers, the
 * braille blank). A text made only of these, whitespace and combining marks reads as empty.
 */
export const INVISIBLE = /[\p{Cf}\u115F\u1160\u3164\uFFA0\u2800]/gu;

/**
 * The text a reader sees: without invisible characters, trimmed; '' when nothing but combining marks is left. A
 * required field checks this, so '\u200B\u200B' is as empty as '  ' (the text itself is stored as sent).
 */
export function visibleText(text: string): string {
  const visible = text.replace(INVISIBLE, '').trim();
  return /[^\p{M}\s]/u.test(visible) ? visible : '';
}

/** Something a mail client would turn into a link: a scheme, `www.` or a domain name. Bounded repeats only: it
 * runs on untrusted text, so it must stay linear (test it on short text anyway: see FullName). */
export const LOOKS_LIKE_URL = /\b[a-z][a-z0-9+.-]{0,30}:\/\/|\bwww\.|\b(?:https?|mailto|ftp|javascript|data):|\b[a-z0-9-]{1,63}\.(?:com|net|org|io|co|info|biz|xyz|ru|cn|ly|me|app|dev|link|click|top|site|online|shop|live|us|uk|de|fr)\b/i;

/**
 * A one-line text field: printable, no line breaks or tabs, no control characters, invisible ones stripped
 * (stripInvisibleControls). `max` counts UTF-16 units like every other length here.
 */
export function oneLine(what: string, { min = 0, max, minMessage }: { min?: number; max: number; minMessage?: string }) {
  return z
    .string({ error: min > 0 ? (minMessage ?? `${what} is required`) : `${what} must be text` })
    .refine((s) => !LINE_BREAKS.test(s) && !CONTROL_CHARS.test(s), `${what} must be one line of text without control characters`)
    .overwrite(stripInvisibleControls)
    .trim()
    .min(min, minMessage ?? `${what} is required`)
    .refine((s) => visibleText(s).length >= min, minMessage ?? `${what} is required`)
    .max(max, `${what} is too long`)
    // The field's name in words, as the form labels it: the server's other messages about it read it from here.
    .meta({ title: what });
}
