import { fieldTitle } from './field-titles';

/**
 * The `{detail}` of a refused input, as a member reads it: one plain sentence that starts with the field in words
 * ('Self description is too long (at most 1,000 characters)'), never a key path in front of the message
 * ('self_description: Too big: expected string to have <=1000 characters'). The error toasts and alerts of the
 * fronts show the detail as it comes (SPEC.md §8: 'Failed to save your profile: {detail}. Please try again.').
 */

/** A validation issue as Fastify hands it over from the zod schema of a route. */
export interface ValidationIssue {
  instancePath: string;
  message?: string;
  keyword: string;
  params: Record<string, unknown>;
}

/** zod's own wording (its English locale) starts with one of these; a message a contract wrote does not. */
const ZOD_DEFAULT = /^(Invalid input|Invalid option|Invalid string|Invalid element|Invalid key|Invalid union|Invalid value|Too big|Too small|Unrecognized key|Invalid [a-z ]+:)/;

/** Keys that do not read as words once spaced ('q' would read 'Q'). */
const LABELS: Record<string, string> = { q: 'Search text' };

/**
 * The field at `path` in words: the title the route's schema gives it when there is one (`fieldTitle`: 'job_title' →
 * 'Role or title', as the form labels it), else its key spelled out: 'self_description' → 'Self description';
 * 'tags.1' → 'Tags'; 'structure.0.title' → 'Title'; 'q' → 'Search text'.
 */
export function fieldLabel(path: string, schema?: unknown): string {
  const title = schema === undefined ? undefined : fieldTitle(schema, path);
  if (title) return title;
  const words = path.split('.').filter((s) => s && !/^\d+$/.test(s));
  const last = words[words.length - 1] ?? path;
  if (Object.hasOwn(LABELS, last)) return LABELS[last];
  const spaced = last.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').trim().toLowerCase();
  return spaced ? spaced[0].toUpperCase() + spaced.slice(1) : 'Value';
}

/** The text a number reads as in a sentence ('8,000'). */
const count = (n: unknown) => (typeof n === 'number' && Number.isFinite(n) ? n.toLocaleString('en-US') : String(n));

const KIND: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  date: 'a date',
};

/** A sentence for one of zod's own issues, from its keyword and parameters. */
function sentenceFor(label: string, issue: ValidationIssue): string {
  const p = issue.params;
  switch (issue.keyword) {
    case 'invalid_type':
      if (/received undefined$/.test(issue.message ?? '')) return `${label} is required`;
      return `${label} must be ${KIND[String(p.expected)] ?? String(p.expected ?? 'valid')}`;
    case 'too_big':
      if (p.origin === 'string') return `${label} is too long (at most ${count(p.maximum)} characters)`;
      if (p.origin === 'array' || p.origin === 'set') return `${label} has too many items (at most ${count(p.maximum)})`;
      return `${label} must be at most ${count(p.maximum)}`;
    case 'too_small':
      if (p.origin === 'string') return Number(p.minimum) <= 1 ? `${label} is required` : `${label} must be at least ${count(p.minimum)} characters long`;
      if (p.origin === 'array' || p.origin === 'set') return `${label} needs at least ${count(p.minimum)} item${Number(p.minimum) === 1 ? '' : 's'}`;
      return `${label} must be at least ${count(p.minimum)}`;
    case 'invalid_value':
      return Array.isArray(p.values) ? `${label} must be one of ${p.values.map(String).join(', ')}` : `${label} is not valid`;
    case 'unrecognized_keys':
      return `${label} has an unknown field`;
    default:
      return `${label} is not valid`;
  }
}

/**
 * One issue as a plain sentence: a message a contract wrote as a sentence is answered as it is; one that starts with
 * the field's key ('user_input is too long') or is a predicate ('must be one of …') gets the field in words in front;
 * zod's own wording is rewritten from the issue's keyword. `where` names a field of the query or the path in words;
 * `schema` is the route's schema of that part, whose field titles name the fields.
 */
export function issueSentence(issue: ValidationIssue, where: 'body' | 'querystring' | 'params' | 'headers' | string = 'body', schema?: unknown): string {
  const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const label = path ? fieldLabel(path, schema) : where === 'body' ? 'Request body' : 'Request';
  const message = (issue.message ?? '').trim();
  if (message && !ZOD_DEFAULT.test(message)) {
    const key = path.split('.').pop() ?? '';
    if (key && message.startsWith(`${key} `)) return `${label}${message.slice(key.length)}`;
    if (/^[A-Z]/.test(message)) return message;
    return `${label} ${message}`;
  }
  return sentenceFor(label, issue);
}

/**
 * The sentence the text rules at the edge (input-guard.ts) answer for a field: 'Content contains control characters…';
 * `schema`, the route's schema of the part the field is in, names it as a schema error would.
 */
export function textRuleSentence(path: string, rule: string, schema?: unknown): string {
  return `${path ? fieldLabel(path, schema) : 'Request body'} ${rule}`;
}
