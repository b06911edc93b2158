import { collectMigrations } from '../../migrations/index';
import { migrateToLatest } from '../../platform/migrate';
import { describeEachDb, type TestDb, createTestDb } from '../../test/db';
import { usageCounts } from './repository';

/**
 * Migration 20261215T090000 (the Profile Settings tiles counted with the month's credits): a database that already
 * holds members, their monthly credit counters and their content history gets `credit_usage.posts` and
 * `credit_usage_templates` filled from the history still kept, month by month (UTC), for the months already counted.
 */
const TARGET = '20261215T090000_generator_monthly_posts';

describeEachDb('migration 20261215T090000 (monthly posts and templates)', (dialect) => {
  let t: TestDb;
  const all = collectMigrations();
  const before = Object.fromEntries(Object.entries(all).filter(([name]) => name < TARGET));
  // Up to it: migrations written after it are not this test's.
  const upToIt = { ...before, [TARGET]: all[TARGET] };
  beforeAll(async () => {
    t = await createTestDb({ dialect, migrations: before });
  });
  afterAll(() => t.destroy());

  it('backfills the posts and templates of every month already counted, from the history of that month only', async () => {
    const db = t.db as any;
    const at = '2026-11-02T10:00:00.000Z';
    const user = (id: string) => ({ id, email: `${id}@example.com`, full_name: id, subscription_tier: 'comet', created_at: at, updated_at: at });
    await db.insertInto('users').values([user('ada'), user('bob'), user('cyd')]).execute();
    await db.insertInto('credit_usage').values([
      { user_id: 'ada', period: '2026-10', used: 2, reserved: 0, updated_at: at },
      { user_id: 'ada', period: '2026-11', used: 5, reserved: 1, updated_at: at },
      // Credits spent, but their history deleted since: nothing to count.
      { user_id: 'bob', period: '2026-11', used: 3, reserved: 0, updated_at: at },
    ]).execute();
    let n = 0;
    const item = (user_id: string, created_at: string, template_name: string | null) => ({
      id: `h${++n}`,
      user_id,
      session_id: null,
      template_name,
      topic: `topic ${n}`,
      content: `post ${n}`,
      word_count: 2,
      additional_context: null,
      model: 'offline',
      created_at,
    });
    await db.insertInto('content_history').values([
      item('ada', '2026-10-31T23:59:59.999Z', 'Top Mistakes'),
      item('ada', '2026-11-01T00:00:00.000Z', 'Personal Journey'),
      item('ada', '2026-11-05T09:00:00.000Z', 'Personal Journey'),
      item('ada', '2026-11-06T09:00:00.000Z', null),
      item('ada', '2026-11-30T23:59:59.999Z', 'Mentor Story'),
      // A month without a credit counter (before the ledger): no counter and no template is made up for it.
      item('ada', '2026-09-15T12:00:00.000Z', 'Myth Busting'),
      // Another member's posts count for them alone, and only where they have a counter.
      item('cyd', '2026-11-10T12:00:00.000Z', 'Hot Take'),
    ]).execute();

    expect(await migrateToLatest(t.db, upToIt)).toEqual([TARGET]);

    expect(await usageCounts(t.db, { userId: 'ada', period: '2026-11' })).toEqual({ used: 5, reserved: 1, posts: 4, templates: 2 });
    expect(await usageCounts(t.db, { userId: 'ada', period: '2026-10' })).toEqual({ used: 2, reserved: 0, posts: 1, templates: 1 });
    expect(await usageCounts(t.db, { userId: 'ada', period: '2026-09' })).toEqual({ used: 0, reserved: 0, posts: 0, templates: 0 });
    expect(await usageCounts(t.db, { userId: 'bob', period: '2026-11' })).toEqual({ used: 3, reserved: 0, posts: 0, templates: 0 });
    expect(await usageCounts(t.db, { userId: 'cyd', period: '2026-11' })).toEqual({ used: 0, reserved: 0, posts: 0, templates: 0 });
    const counters = await db.selectFrom('credit_usage').select(['user_id', 'period', 'posts']).orderBy('user_id').orderBy('period').execute();
    expect(counters.map((c: { posts: unknown }) => ({ ...c, posts: Number(c.posts) }))).toEqual([
      { user_id: 'ada', period: '2026-10', posts: 1 },
      { user_id: 'ada', period: '2026-11', posts: 4 },
      { user_id: 'bob', period: '2026-11', posts: 0 },
    ]);
    const templates = await db.selectFrom('credit_usage_templates').selectAll().orderBy('user_id').orderBy('period').orderBy('template_name').execute();
    expect(templates).toEqual([
      { user_id: 'ada', period: '2026-10', template_name: 'Top Mistakes' },
      { user_id: 'ada', period: '2026-11', template_name: 'Mentor Story' },
      { user_id: 'ada', period: '2026-11', template_name: 'Personal Journey' },
    ]);
    // Migrating again does nothing.
    expect(await migrateToLatest(t.db, upToIt)).toEqual([]);
  });
});
