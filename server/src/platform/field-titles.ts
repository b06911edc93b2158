import { z } from 'zod';

/**
 * The title a route's zod schema gives the field at `path` ('job_title' → 'Role or title', from the contract's
 * `.meta({ title })`, which `oneLine` sets from the words of its own messages), so every message about a field names
 * it as the member's form does; undefined when the schema gives none. The schema is the one source of these names:
 * the input guard and the validation errors read it, no second map of labels is kept.
 */
export function fieldTitle(schema: unknown, path: string): string | undefined {
  let node = asSchema(schema);
  let title: string | undefined;
  for (const step of path.split('.').filter(Boolean)) {
    node = node && child(unwrap(node), step);
    if (!node) return undefined;
    title = titleOf(node);
  }
  return title;
}

function asSchema(value: unknown): z.ZodType | undefined {
  return value instanceof z.ZodType ? value : undefined;
}

function titleOf(schema: z.ZodType): string | undefined {
  // Titles set on an inner schema (before `.optional()`, `.transform()`…) count too.
  for (let node: z.ZodType | undefined = schema; node; node = inner(node)) {
    const title = z.globalRegistry.get(node)?.title;
    if (typeof title === 'string' && title) return title;
  }
  return undefined;
}

/** The schema a wrapper stands for (optional, nullable, default, a pipe's input, …); undefined for any other. */
function inner(schema: z.ZodType): z.ZodType | undefined {
  const def = schema._zod.def as unknown as Record<string, unknown>;
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return asSchema(def.innerType);
    case 'pipe':
      return asSchema(def.in);
    case 'lazy':
      return asSchema((def.getter as () => unknown)());
    default:
      return undefined;
  }
}

function unwrap(schema: z.ZodType): z.ZodType {
  let node = schema;
  for (let next = inner(node); next; next = inner(node)) node = next;
  return node;
}

/** The field `step` of an object (or an item of a list, a value of a record) inside `schema`. */
function child(schema: z.ZodType, step: string): z.ZodType | undefined {
  const def = schema._zod.def as unknown as Record<string, unknown>;
  switch (def.type) {
    case 'object': {
      const shape = def.shape as Record<string, unknown>;
      return Object.hasOwn(shape, step) ? asSchema(shape[step]) : asSchema(def.catchall);
    }
    case 'array':
      return /^\d+$/.test(step) ? asSchema(def.element) : undefined;
    case 'record':
      return asSchema(def.valueType);
    default:
      return undefined;
  }
}
