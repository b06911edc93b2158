import { sql } from 'kysely';
import { type TestDb, createTestDb } from '../../../test/db';
import { describeEachDb } from '../../../test/db';
import { listRisingAuthors } from './corpus-authors';
import { clearCorpus, insertAuthor } from './test-support';
import { searchWords } from './service';

describeEachDb('creator search index', (dialect) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb({ dialect });
    await clearCorpus(t.db);
    const bios = ['Pricing pages and honest funnels', 'Cold email teardown', 'Shipping small and often', 'Hiring your first sales team', 'Design systems'];
    for (let i = 0; i < 60; i++) {
      await insertAuthor(t.db, {
        handle: `person_${i}`,
        name: `Person ${['Hart', 'Okafor', 'Ávila', 'Lindqvist'][i % 4]} ${i}`,
        bio: `${bios[i % bios.length]} #${i}`,
        domain: ['tech', 'sales', 'design'][i % 3],
        rising_score: (i * 7) % 61,
      });
    }
  });
  afterAll(() => t.destroy());

  const handles = async (search: string, domain: string | null, paths: { window?: number; cap?: number } = {}) =>
    (await listRisingAuthors(t.db, { domain, words: searchWords(search), limit: 20, ...paths })).map((a) => a.handle);

  it.each([
    ['person', null],
    ['son', 'tech'],
    ['funnels', null],
    ['HART', null],
    ['hart funnels', null],
    ['okafor', 'sales'],
    ['team first', null],
    ['son_1', null],
    ['#4', null],
    ['ávila', null],
    ['nothing-like-this', null],
    ['to', 'tech'],
  ])('%s (domain %s): the window, the index and the full ranked scan agree', async (search, domain) => {
    const viaScan = await handles(search, domain, { window: 0, cap: 0 });
    expect(await handles(search, domain)).toEqual(viaScan);
    expect(await handles(search, domain, { window: 0 })).toEqual(viaScan);
    expect(await handles(search, domain, { window: 10 })).toEqual(viaScan);
    expect(await handles(search, domain, { window: 10, cap: 0 })).toEqual(viaScan);
  });

  it("counts a domain's own matches against the index's cap (60 match overall, 20 in design)", async () => {
    const viaScan = await handles('person', 'design', { window: 0, cap: 0 });
    expect(viaScan).toHaveLength(20);
    expect(await handles('person', 'design', { window: 0, cap: 25 })).toEqual(viaScan);
  });

  it('finds what it should', async () => {
    expect((await handles('lindqvist 7', null)).sort()).toEqual(['person_27', 'person_47', 'person_7']);
    expect(await handles('nothing-like-this', null)).toEqual([]);
  });

  it('finds a name with a capital outside A-Z whatever the case typed, on every path (SQLite folds A-Z only)', async () => {
    const avila = Array.from({ length: 15 }, (_, k) => `person_${2 + 4 * k}`).sort();
    for (const search of ['ávila', 'ÁVILA', 'Ávila']) {
      expect((await handles(search, null)).sort()).toEqual(avila);
      expect((await handles(search, null, { window: 0, cap: 0 })).sort()).toEqual(avila);
      expect((await handles(search, null, { window: 0 })).sort()).toEqual(avila);
    }
  });

  it('stays in step when the corpus renames or removes an author', async () => {
    await t.db.updateTable('viral_authors').set({ name: 'Zelda Quarry' }).where('handle', '=', 'person_3').execute();
    expect(await handles('quarry', null)).toEqual(['person_3']);
    expect(await handles('lindqvist 3', null)).not.toContain('person_3');
    await t.db.deleteFrom('viral_authors').where('handle', '=', 'person_3').execute();
    expect(await handles('quarry', null)).toEqual([]);
    await insertAuthor(t.db, { handle: 'quarry.new', name: 'New Quarry', bio: 'Back again' });
    expect(await handles('quarry', null)).toEqual(['quarry.new']);
  });

  if (dialect === 'postgres') {
    it('has its trigram index when the database offers pg_trgm', async () => {
      const offered = await sql<{ n: number }>`select count(*)::int as n from pg_available_extensions where name = 'pg_trgm'`.execute(t.db);
      const index = await sql<{ n: number }>`select count(*)::int as n from pg_indexes where indexname = 'viral_authors_search_trgm_idx' and schemaname = current_schema()`.execute(t.db);
      expect(index.rows[0].n).toBe(offered.rows[0].n > 0 ? 1 : 0);
    });
  }
});
