// The rising creators benchmark's driver (bench/creators.mjs runs it once per engine):
//   node --import tsx bench-creators.ts '{"engine":"sqlite","authors":100000}'
//   TEST_DATABASE_URL=postgres://… node --import tsx bench-creators.ts '{"engine":"postgres"}'
// Fills a fresh, fully migrated database with `authors` corpus authors (even across the 10 domains, heavy-tailed
// followers, bios from a Zipf-distributed vocabulary) and a member following 50 of them, then times the service
// call behind GET /api/creators/rising (the member's is_following included) for each domain and for searches.
// Prints one JSON line.
import { createHash } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { createTestDb } from '../../../../test/db';
import { createUser } from '../../../../test/factories';
import { VIRAL_DOMAINS } from '../../viral/corpus';
import { mulberry32 } from '../../../../platform/random';
import { risingCreatorsJson, setFollow } from '../service';

interface Options {
  engine: 'sqlite' | 'postgres';
  authors?: number;
  runs?: number;
}
const o = JSON.parse(process.argv[2] ?? '{}') as Options;
const AUTHORS = o.authors ?? 100_000;
const RUNS = o.runs ?? 200;

// A deterministic generator, so every run measures the same corpus.
const rand = mulberry32(0x5eed);
const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)];

const SYLLABLES = ['ka', 'lo', 'mi', 'ra', 'ne', 'to', 'sa', 'vi', 'do', 'le', 'ri', 'an', 'el', 'or', 'us', 'ia', 'be', 'zu', 'ha', 'no'];
const word = (n: number) => Array.from({ length: n }, () => pick(SYLLABLES)).join('');
const cap = (w: string) => w[0].toUpperCase() + w.slice(1);
// 400 bio words; the i-th is drawn with weight 1/(i+1) (Zipf), so 'growth' (first) is common and the tail is rare.
const VOCABULARY = ['growth', 'founder', 'marketing', 'leadership', 'product', 'sales', 'design', 'teams', 'hiring', 'startups',
  ...Array.from({ length: 390 }, (_, i) => `${word(3)}${i}`)];
const weights = VOCABULARY.map((_, i) => 1 / (i + 1));
const total = weights.reduce((a, b) => a + b, 0);
function zipfWord(): string {
  let r = rand() * total;
  for (let i = 0; i < weights.length; i++) if ((r -= weights[i]) <= 0) return VOCABULARY[i];
  return VOCABULARY[0];
}

const pct = (values: number[], p: number) => {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))];
};
const round = (n: number) => Math.round(n * 100) / 100;

async function main() {
  const t = await createTestDb({ dialect: o.engine });
  const db = t.db;
  try {
    const startFill = performance.now();
    const now = new Date().toISOString();
    let batch: Record<string, unknown>[] = [];
    const flush = async () => {
      if (batch.length) await db.insertInto('viral_authors').values(batch as never).execute();
      batch = [];
    };
    const ids: string[] = [];
    for (let i = 0; i < AUTHORS; i++) {
      const name = `${cap(word(2))} ${cap(word(3))}`;
      const handle = `${name.toLowerCase().replace(' ', '.')}${i}`;
      const id = `va_${createHash('sha256').update(`linkedin:${handle}`).digest('hex').slice(0, 16)}`;
      ids.push(id);
      const growth = Math.round(rand() * 4000) / 100;
      const engagement = Math.round(Math.min(20, -Math.log(1 - rand()) * 3) * 100) / 100;
      batch.push({
        id,
        platform: 'linkedin',
        handle,
        name,
        bio: Array.from({ length: 8 + Math.floor(rand() * 10) }, zipfWord).join(' '),
        profile_image_url: null,
        follower_count: Math.floor(500 / Math.pow(1 - rand() * 0.9999, 0.8)),
        follower_growth_pct: growth,
        domain: VIRAL_DOMAINS[i % VIRAL_DOMAINS.length],
        engagement_rate: engagement,
        is_verified: rand() < 0.1 ? 1 : 0,
        is_rising: growth >= 10 ? 1 : 0,
        rising_score: Math.round((Math.min(growth, 100) / 10 + engagement) * 100) / 100,
        post_count: 1 + Math.floor(rand() * 40),
        created_at: now,
        updated_at: now,
      });
      if (batch.length === (o.engine === 'sqlite' ? 2000 : 1000)) await flush();
    }
    await flush();
    if (o.engine === 'postgres') await sql`analyze viral_authors`.execute(db);
    else await sql`analyze`.execute(db);
    const fillMs = performance.now() - startFill;

    const { user } = await createUser(db);
    for (let i = 0; i < 50; i++) await setFollow({ db, userId: user.id, creatorId: ids[i * 37], follow: true });

    const rareWord = VOCABULARY[VOCABULARY.length - 1];
    const rareName = ids.length > 12_345 ? await db.selectFrom('viral_authors').select('name').where('id', '=', ids[12_345]).executeTakeFirstOrThrow() : null;
    const cases: { name: string; domain: string; search: string }[] = [
      { name: 'domain: all', domain: 'all', search: '' },
      ...VIRAL_DOMAINS.map((d) => ({ name: `domain: ${d}`, domain: d, search: '' })),
      { name: "search: common word ('growth')", domain: 'all', search: 'growth' },
      { name: "search: common word + domain", domain: 'tech', search: 'growth' },
      { name: `search: rare word`, domain: 'all', search: rareWord },
      { name: 'search: rare word + domain', domain: 'sales', search: rareWord },
      { name: "search: two words ('founder hiring')", domain: 'all', search: 'founder hiring' },
      { name: 'search: two words + domain', domain: 'finance', search: 'founder hiring' },
      ...(rareName ? [{ name: 'search: a full name', domain: 'all', search: rareName.name }] : []),
      { name: 'search: no match', domain: 'all', search: 'zzzz nothing' },
    ];
    const results = [];
    for (const c of cases) {
      const times: number[] = [];
      let count = 0;
      for (let i = 0; i < RUNS + 10; i++) {
        const start = performance.now();
        // Nothing kept between runs (ttlMs 0): each run reads the ranking and the member's follows.
        const list = JSON.parse(await risingCreatorsJson({ db, userId: user.id, domain: c.domain, search: c.search, limit: 20, ttlMs: 0 })).creators;
        const ms = performance.now() - start;
        if (i >= 10) times.push(ms); // the first runs warm the caches
        count = list.length;
      }
      results.push({ case: c.name, results: count, p50: round(pct(times, 50)), p95: round(pct(times, 95)), p99: round(pct(times, 99)) });
    }
    const domainP95 = Math.max(...results.filter((r) => r.case.startsWith('domain')).map((r) => r.p95));
    const searchP95 = Math.max(...results.filter((r) => r.case.startsWith('search')).map((r) => r.p95));
    console.log(JSON.stringify({ engine: o.engine, authors: AUTHORS, runs: RUNS, fillSeconds: round(fillMs / 1000), domainP95, searchP95, results }));
  } finally {
    await t.destroy();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
