import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { AREAS, CREDIT_LIMITS, EMAIL_PATTERN, PLANS, SPEC_VALIDATION_MESSAGES, TEMPLATE_COUNTS, TIER_NAMES, TIERS, nextPlan, planFor, schedulingFeature } from 'shared/constants';

describe('plan catalogue', () => {
  test('one plan per tier, in upgrade order, with the prices of DECISIONS.md', () => {
    expect(PLANS.map((p) => p.tier)).toEqual([...TIERS]);
    expect(PLANS.map((p) => [p.name, p.price, p.limits.ai_credits])).toEqual([
      ['Free', 0, 3],
      ['Creator', 19, 100],
      ['Professional', 39, 400],
      ['Agency', 59, 1000],
    ]);
    expect(PLANS.filter((p) => p.popular).map((p) => p.name)).toEqual(['Professional']);
    expect(CREDIT_LIMITS).toEqual({ free: 3, comet: 100, star: 400, nova: 1000 });
    expect(TIER_NAMES.nova).toBe('Super Nova');
  });

  test('template numbers are the catalogue counts (free: the open ones, paid: all), never a round "100+"', () => {
    expect(PLANS.map((p) => p.limits.templates)).toEqual([TEMPLATE_COUNTS.free, TEMPLATE_COUNTS.all, TEMPLATE_COUNTS.all, TEMPLATE_COUNTS.all]);
    expect(PLANS[0].features).toContain(`${TEMPLATE_COUNTS.free} viral templates`);
    for (const p of PLANS.slice(1)) expect(p.features).toContain(`All ${TEMPLATE_COUNTS.all} viral templates, premium included`);
    for (const p of PLANS) expect(p.features.join(' ')).not.toMatch(/\d+\+/);
  });

  test('scheduling is on every plan, the free one included (the server lets every plan schedule), with the limit the server enforces', () => {
    for (const p of PLANS) {
      expect(p.features).toContain(schedulingFeature(p.limits.scheduled_posts));
      expect(p.features.filter((f) => /schedul/i.test(f))).toHaveLength(1);
    }
    expect(PLANS.map((p) => p.limits.scheduled_posts)).toEqual([25, 100, 250, 500]);
    expect(schedulingFeature(1000)).toBe('Scheduling: up to 1,000 posts waiting at a time');
  });

  test('planFor accepts stored tiers and pricing-page aliases, unknown falls back to free', () => {
    expect(planFor('star').name).toBe('Professional');
    expect(planFor('professional').tier).toBe('star');
    expect(planFor('agency').tier).toBe('nova');
    expect(planFor('bogus').tier).toBe('free');
    expect(planFor(null).tier).toBe('free');
  });

  test('nextPlan walks free → comet → star → nova → none', () => {
    expect(nextPlan('free')?.tier).toBe('comet');
    expect(nextPlan('comet')?.tier).toBe('star');
    expect(nextPlan('star')?.tier).toBe('nova');
    expect(nextPlan('nova')).toBeNull();
  });

  test('e-mail rule: two characters before the @ and a two-letter TLD', () => {
    expect(EMAIL_PATTERN.test('ab@example.com')).toBe(true);
    expect(EMAIL_PATTERN.test('a@example.com')).toBe(false);
    expect(EMAIL_PATTERN.test('ab@example.c')).toBe(false);
    expect(EMAIL_PATTERN.test('ab@example')).toBe(false);
  });
});

describe('the area list (shared/areas.json)', () => {
  const repo = path.resolve(__dirname, '../../..');

  test('names every remote folder, and only those: a remote left out would never be built, tested or served', () => {
    const folders = readdirSync(repo).filter((f) => f.startsWith('mfe-')).map((f) => f.slice('mfe-'.length));
    expect([...AREAS].sort()).toEqual(folders.sort());
    expect(new Set(AREAS).size).toBe(AREAS.length);
  });

  test('each area is a kebab-case name whose remote builds under that name', () => {
    for (const area of AREAS) {
      expect(area).toMatch(/^[a-z][a-z0-9-]*$/);
      const config = path.join(repo, `mfe-${area}`, 'rspack.config.mjs');
      expect(existsSync(config)).toBe(true);
      expect(readFileSync(config, 'utf8')).toContain(`name: '${area}'`);
    }
  });
});

describe('the validation texts of SPEC.md §5', () => {
  const repo = path.resolve(__dirname, '../../..');
  const sources = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(full);
      return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
    });

  test('are written once, here: the host and the remotes import them instead of spelling them again', () => {
    const apps = ['host', ...AREAS.map((area) => `mfe-${area}`)];
    const repeated = apps.flatMap((app) =>
      sources(path.join(repo, app, 'src')).flatMap((file) => {
        const text = readFileSync(file, 'utf8');
        return SPEC_VALIDATION_MESSAGES.filter((message) => [`'${message}'`, `"${message}"`, `\`${message}\``].some((quoted) => text.includes(quoted))).map(
          (message) => `${path.relative(repo, file)}: ${message}`,
        );
      }),
    );
    expect(repeated).toEqual([]);
  });
});
