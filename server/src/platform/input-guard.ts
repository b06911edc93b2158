import type { FastifyInstance } from 'fastify';
import { CONTROL_CHARS, LONE_SURROGATE } from 'shared/contracts';
import { badRequest } from './errors';
import { textRuleSentence } from './validation-message';

/**
 * Text rules at the edge, for every route of every area (a hook on the root instance, before schema validation):
 * - a lone UTF-16 surrogate anywhere (body, query, path parameters, object keys) is refused: stored, it would come
 *   back as U+FFFD, so what the member sent would silently change;
 * - NUL and the other control characters are refused everywhere except tab, line feed and carriage return (which
 *   multi-line text needs); one-line fields refuse those too, in their schema (`OneLine` in shared/contracts);
 * - a body nested deeper than MAX_DEPTH is refused before anything walks it.
 * The detail is a sentence naming the field in words, like a schema error's (validation-message.ts).
 */

export const MAX_DEPTH = 32;

export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    // The route's schemas name the fields as the member's forms do (their titles: field-titles.ts).
    const schema = request.routeOptions.schema;
    checkValue(request.params, 'path', schema?.params);
    checkValue(request.query, 'query', schema?.querystring);
    checkValue(request.body, 'body', schema?.body);
  });
}

/**
 * Throws a 400 naming the first field whose text breaks a rule above; `schema`, the route's schema of that part of
 * the request, gives the field's name in words when it has a title for it.
 */
export function checkValue(root: unknown, context: 'body' | 'query' | 'path', schema?: unknown): void {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value: root, path: '', depth: 0 }];
  while (stack.length > 0) {
    const { value, path, depth } = stack.pop()!;
    if (typeof value === 'string') {
      checkText(value, path, context, schema);
    } else if (value !== null && typeof value === 'object') {
      if (depth >= MAX_DEPTH) throw badRequest(textRuleSentence(label(path, context), `is nested too deeply (at most ${MAX_DEPTH} levels)`, schema));
      for (const [key, child] of Object.entries(value)) {
        const childPath = path ? `${path}.${key}` : key;
        checkText(key, childPath, context, schema);
        stack.push({ value: child, path: childPath, depth: depth + 1 });
      }
    }
  }
}

function checkText(text: string, path: string, context: string, schema: unknown): void {
  if (LONE_SURROGATE.test(text)) throw badRequest(textRuleSentence(label(path, context), 'contains an invalid character (a lone UTF-16 surrogate)', schema));
  if (CONTROL_CHARS.test(text)) throw badRequest(textRuleSentence(label(path, context), 'contains control characters, which are not allowed', schema));
}

/**
 * The field's path; the whole query or path of the request when there is none (the body's is 'Request body'), or
 * when it is a wildcard route's '*' (the static files), which is no name a member could read.
 */
function label(path: string, context: string): string {
  if (path && !(context === 'path' && path === '*')) return path;
  return context === 'body' ? '' : context === 'query' ? 'query' : 'path';
}
