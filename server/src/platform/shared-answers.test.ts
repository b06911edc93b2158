import type { Db } from './db';
import { forgetSharedAnswers, sharedAnswer } from './shared-answers';

/** The cache's own rules; the viral library's routes test what members see (viral/shared-answers.routes.test.ts). */
describe('shared answers', () => {
  // The cache is keyed by the database object; these tests read none.
  const db = {} as Db;
  const other = {} as Db;
  let reads = 0;
  const read = (text: string) => async () => {
    reads++;
    return text;
  };
  beforeEach(() => {
    reads = 0;
    forgetSharedAnswers(db, 'n');
    forgetSharedAnswers(other, 'n');
  });
  afterEach(() => jest.useRealTimers());

  it('reads once for a key within its time; concurrent misses share the read', async () => {
    const opts = { name: 'n', key: 'k', ttlMs: 60_000 };
    const [a, b] = await Promise.all([sharedAnswer(db, opts, read('one')), sharedAnswer(db, opts, read('two'))]);
    expect([a, b, reads]).toEqual(['one', 'one', 1]);
    expect(await sharedAnswer(db, opts, read('three'))).toBe('one');
    expect(await sharedAnswer(db, { ...opts, key: 'k2' }, read('four'))).toBe('four');
    expect(reads).toBe(2);
  });

  it('keeps nothing with a time of 0, nor across databases or names', async () => {
    for (let i = 0; i < 2; i++) await sharedAnswer(db, { name: 'n', key: 'k', ttlMs: 0 }, read('x'));
    expect(reads).toBe(2);
    await sharedAnswer(db, { name: 'n', key: 'k', ttlMs: 60_000 }, read('mine'));
    expect(await sharedAnswer(other, { name: 'n', key: 'k', ttlMs: 60_000 }, read('theirs'))).toBe('theirs');
    expect(await sharedAnswer(db, { name: 'm', key: 'k', ttlMs: 60_000 }, read('another name'))).toBe('another name');
    forgetSharedAnswers(db, 'm');
  });

  it('reads again once the time has passed', async () => {
    jest.useFakeTimers({ now: Date.parse('2026-11-28T08:00:00Z') });
    const opts = { name: 'n', key: 'k', ttlMs: 1_000 };
    await sharedAnswer(db, opts, read('old'));
    jest.setSystemTime(Date.parse('2026-11-28T08:00:00.999Z'));
    expect(await sharedAnswer(db, opts, read('new'))).toBe('old');
    jest.setSystemTime(Date.parse('2026-11-28T08:00:01Z'));
    expect(await sharedAnswer(db, opts, read('new'))).toBe('new');
  });

  it('forgets: the next request reads again, even when the forgotten read was still running', async () => {
    const opts = { name: 'n', key: 'k', ttlMs: 60_000 };
    let finish!: (text: string) => void;
    const running = sharedAnswer(db, opts, () => new Promise<string>((resolve) => (finish = resolve)));
    forgetSharedAnswers(db, 'n');
    const fresh = sharedAnswer(db, opts, read('after the change'));
    finish('before the change');
    expect(await running).toBe('before the change');
    expect(await fresh).toBe('after the change');
    expect(await sharedAnswer(db, opts, read('later'))).toBe('after the change');
  });

  it('does not keep a failure', async () => {
    const opts = { name: 'n', key: 'k', ttlMs: 60_000 };
    await expect(
      sharedAnswer(db, opts, async () => {
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await sharedAnswer(db, opts, read('ok'))).toBe('ok');
  });
});
