import type { OfflinePersona } from '../offline-writer';

/** The member the writer's tests write for most: a product lead in B2B software. */
export const PRODUCT_PERSONA: OfflinePersona = {
  job_title: 'Head of Product',
  industry: 'B2B software',
  audience: 'Product managers and founders',
  tone: 'Friendly and conversational',
  self_description: 'I build products people love and write about what I learn shipping them.',
};

/** The payments engineer of issue 12's trial. */
export const PAYMENTS_PERSONA: OfflinePersona = {
  job_title: 'Staff Engineer',
  industry: 'Fintech / B2B payments',
  audience: 'engineering managers',
  tone: 'Friendly and conversational',
  self_description: 'I build payment infrastructure and write about leading small engineering teams without burning them out.',
};

/** The writer's post rules (the generator prompt's), as the offline writer's tests check them. */

/** The rules every post follows, whatever the input. */
export function expectGoodPost(post: string, { closingQuestion = true }: { closingQuestion?: boolean } = {}) {
  const paragraphs = post.split('\n\n');
  expect(post.length).toBeGreaterThan(200);
  expect(post.length).toBeLessThanOrEqual(3000);
  // The hook (first paragraph) lands before the fold.
  expect(paragraphs[0].length).toBeLessThan(200);
  // Short paragraphs.
  for (const p of paragraphs) expect(p.length).toBeLessThan(420);
  // Plain text: no markdown markers.
  expect(post).not.toMatch(/\*\*|__|^#{1,6}\s|^\s*[*-]\s|`|\[[^\]]+\]\(/m);
  // At most three hashtags, all on the last line.
  const tags = post.match(/#\w+/g) ?? [];
  expect(tags.length).toBeLessThanOrEqual(3);
  const last = paragraphs[paragraphs.length - 1];
  const closing = /^(#\w+\s*)+$/.test(last) ? paragraphs[paragraphs.length - 2] : last;
  // A closing question.
  // (News and thanks end on their own call instead: 'send me a message', 'apply here'.)
  if (closingQuestion) expect(closing.trim().endsWith('?')).toBe(true);
  // None of the machine-writing tells.
  expect(post).not.toMatch(/fast-paced|delve|game-changer|Here's the thing|—.*—/i);
}
