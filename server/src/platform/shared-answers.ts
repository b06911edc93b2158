/**
 * Answers that are the same for every caller asking the same thing (the viral library's pages for a plan, the
 * trending topics, the rising creators' rankings without whom the member follows), kept serialized in the API process for a moment (SHARED_ANSWER_CACHE_MS, default 1 s): under
 * load the library's default page is read by every member's screen, and each read would query and serialize 30
 * posts with their authors and images again (README: load).
 *
 * Per database (a WeakMap on the Db object: a test process may run apps on several databases side by side) and per
 * name (one area's kind of answer). The code that changes what an answer shows forgets that name's answers
 * (`forgetSharedAnswers`) in the same process, so its change shows at once there, including to a request whose
 * answer was being read while it committed; a change made by another process (the other API process, a `pnpm
 * worker`, the import command) shows here once the kept answer has aged out. Concurrent misses of one key share
 * one read. Never for anything that depends on who asks beyond what the key holds: per-member parts stay out.
 */
import type { Db } from './db';

/** Bounds the memory: past this many answers per name the oldest go first (the largest page is ~80 KB). */
const MAX_ANSWERS = 100;

interface Kept {
  until: number;
  answer: Promise<unknown>;
}

const byDb = new WeakMap<Db, Map<string, Map<string, Kept>>>();

function answersOf(db: Db, name: string): Map<string, Kept> {
  let names = byDb.get(db);
  if (!names) byDb.set(db, (names = new Map()));
  let answers = names.get(name);
  if (!answers) names.set(name, (answers = new Map()));
  return answers;
}

/**
 * The answer kept under `name` and `key` less than `ttlMs` ago, else what `produce` serializes (kept from the moment
 * it started reading; not kept when it fails). `ttlMs` 0 keeps nothing. An answer is usually the JSON text; it may be
 * the serialized parts a route puts together with a per-member part it reads apart (rising creators). It is shared:
 * never changed after `produce` returns it.
 */
export function sharedAnswer<T = string>(db: Db, { name, key, ttlMs }: { name: string; key: string; ttlMs: number }, produce: () => Promise<T>): Promise<T> {
  if (ttlMs <= 0) return produce();
  const answers = answersOf(db, name);
  const now = Date.now();
  const kept = answers.get(key);
  if (kept && kept.until > now) return kept.answer as Promise<T>;
  if (kept) answers.delete(key);
  const answer = produce();
  const entry: Kept = { until: now + ttlMs, answer };
  if (answers.size >= MAX_ANSWERS) answers.delete(answers.keys().next().value!);
  answers.set(key, entry);
  // A failure is answered to the requests that shared it, and the next one reads again.
  entry.answer.catch(() => {
    if (answers.get(key) === entry) answers.delete(key);
  });
  return answer;
}

/** Forgets every answer kept under `name` for this database: what they show has just changed. */
export function forgetSharedAnswers(db: Db, name: string): void {
  byDb.get(db)?.get(name)?.clear();
}
