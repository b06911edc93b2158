import { sql } from 'kysely';
import { createTestDb, describeEachDb, type TestDb } from '../test/db';
import { runExclusive } from './exclusive';

const tick = () => new Promise((resolve) => setTimeout(resolve, 20));

describeEachDb('runExclusive', (dialect) => {
  let t: TestDb;
  let other: TestDb;
  beforeAll(async () => {
    t = await createTestDb({ dialect });
    other = await createTestDb({ dialect });
  }, 60_000);
  afterAll(async () => {
    await t.destroy();
    await other.destroy();
  });

  /** Runs `count` holders of `name` at once, each staying inside a few ticks; returns the most inside at one time. */
  async function mostAtOnce(runs: { db: TestDb; name: string }[]): Promise<number> {
    let inside = 0;
    let most = 0;
    await Promise.all(
      runs.map(({ db, name }) =>
        runExclusive(db.db, name, async () => {
          most = Math.max(most, ++inside);
          for (let i = 0; i < 3; i++) {
            await sql`select 1`.execute(db.db); // the work uses the pool while the lock is held
            await tick();
          }
          inside--;
        }, { pollMs: 10 }),
      ),
    );
    return most;
  }

  it('runs the work of one name one at a time, and returns its result', async () => {
    expect(await mostAtOnce([1, 2, 3].map(() => ({ db: t, name: 'a' })))).toBe(1);
    expect(await runExclusive(t.db, 'a', async () => 7)).toBe(7);
  });

  it('does not hold back other names nor the same name in another schema', async () => {
    expect(await mostAtOnce([{ db: t, name: 'a' }, { db: t, name: 'b' }])).toBe(2);
    expect(await mostAtOnce([{ db: t, name: 'a' }, { db: other, name: 'a' }])).toBe(2);
  });

  it('lets the next one in when the work fails', async () => {
    await expect(runExclusive(t.db, 'a', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await runExclusive(t.db, 'a', async () => 'next')).toBe('next');
  });
});
