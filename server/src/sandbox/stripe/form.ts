/**
 * Stripe's request encoding: `application/x-www-form-urlencoded` with bracketed keys
 * (`line_items[0][price]=price_1&metadata[user_id]=u1&expand[]=items`). Parsed into nested objects; numeric
 * segments and `[]` make arrays.
 */
export function parseStripeForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = key.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> | unknown[] = root;
    parts.forEach((part, i) => {
      const last = i === parts.length - 1;
      const slot = Array.isArray(node) ? (part === '' ? node.length : Number(part)) : part;
      if (last) {
        (node as Record<string | number, unknown>)[slot] = value;
        return;
      }
      const nextIsIndex = parts[i + 1] === '' || /^\d+$/.test(parts[i + 1]);
      const container = node as Record<string | number, unknown>;
      container[slot] ??= nextIsIndex ? [] : {};
      node = container[slot] as Record<string, unknown> | unknown[];
    });
  }
  return root;
}
