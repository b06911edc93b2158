import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { areas } from '../areas/index';
import { makeTempDir } from '../test/config';
import { ConfigError, PLATFORM_VARIABLES, defineAreaSettings, httpUrl, loadConfig, optionalString } from './config';
import { REPO_ROOT } from './paths';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('gives local-mode defaults from an empty environment', () => {
    const dataDir = makeTempDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      nodeEnv: 'development',
      mode: 'local',
      isProduction: false,
      port: 3000,
      host: '127.0.0.1',
      publicUrl: 'http://localhost:3000',
      dataDir,
      database: { dialect: 'sqlite', path: path.join(dataDir, 'app.db') },
      staticRoot: REPO_ROOT,
      logLevel: 'warn',
      sandbox: { linkedin: true, payments: true, mail: true, llm: true },
      trustProxy: false,
    });
    expect(config.remotes.generator).toBe('/mfe/generator/mf-manifest.json');
    expect(Object.keys(config.remotes)).toEqual(['auth', 'generator', 'discovery', 'library', 'scheduler', 'billing']);
  });

  it('creates DATA_DIR and keeps one generated secret across restarts', () => {
    const dataDir = path.join(makeTempDir(), 'nested', 'data');
    const first = loadConfig({ DATA_DIR: dataDir });
    expect(existsSync(dataDir)).toBe(true);
    expect(first.appSecret.length).toBeGreaterThanOrEqual(32);
    expect(statSync(path.join(dataDir, '.secret')).mode & 0o777).toBe(0o600);
    expect(readFileSync(path.join(dataDir, '.secret'), 'utf8').trim()).toBe(first.appSecret);
    expect(loadConfig({ DATA_DIR: dataDir }).appSecret).toBe(first.appSecret);
  });

  it('uses PostgreSQL for a postgres:// DATABASE_URL and treats empty variables as unset', () => {
    const config = loadConfig({
      DATA_DIR: makeTempDir(),
      DATABASE_URL: 'postgres://u@db:5432/app',
      PORT: '8080',
      PUBLIC_URL: 'https://app.example.com/',
      LOG_LEVEL: '',
    });
    expect(config.database).toEqual({ dialect: 'postgres', url: 'postgres://u@db:5432/app', queryTimeoutMs: 30_000, preparedStatements: true });
    expect(config.publicUrl).toBe('https://app.example.com');
    expect(config.port).toBe(8080);
    expect(config.logLevel).toBe('warn');
  });

  it('takes a statement deadline for PostgreSQL from DB_QUERY_TIMEOUT_MS (0 = none) and refuses a useless one', () => {
    const at = (value: string) => loadConfig({ DATA_DIR: makeTempDir(), DATABASE_URL: 'postgres://u@db:5432/app', DB_QUERY_TIMEOUT_MS: value }).database;
    expect(at('5000')).toMatchObject({ queryTimeoutMs: 5000 });
    expect(at('0')).toMatchObject({ queryTimeoutMs: 0 });
    for (const bad of ['10', '-1', 'soon', '600001']) {
      expect(() => at(bad)).toThrow(/DB_QUERY_TIMEOUT_MS/);
    }
  });

  it('names PostgreSQL statements unless DB_PREPARED_STATEMENTS=false', () => {
    const at = (value: string) => loadConfig({ DATA_DIR: makeTempDir(), DATABASE_URL: 'postgres://u@db:5432/app', DB_PREPARED_STATEMENTS: value }).database;
    expect(at('')).toMatchObject({ preparedStatements: true });
    expect(at('false')).toMatchObject({ preparedStatements: false });
    expect(() => at('no')).toThrow(/DB_PREPARED_STATEMENTS: must be true or false/);
  });

  it('applies remote overrides and integration credentials', () => {
    const config = loadConfig({
      DATA_DIR: makeTempDir(),
      REMOTE_GENERATOR_URL: 'https://cdn.example.com/generator/mf-manifest.json',
      LLM_API_KEY: 'sk-test',
      LLM_MODEL: 'gpt-4o-mini',
      SMTP_URL: 'smtp://localhost:2525',
      TRUST_PROXY: '1',
    });
    expect(config.remotes.generator).toBe('https://cdn.example.com/generator/mf-manifest.json');
    expect(config.remotes.auth).toBe('/mfe/auth/mf-manifest.json');
    expect(config.llm).toMatchObject({ baseUrl: 'https://api.openai.com/v1', apiKey: 'sk-test', model: 'gpt-4o-mini' });
    expect(config.sandbox).toEqual({ linkedin: true, payments: true, mail: false, llm: false });
    expect(config.trustProxy).toBe(1);
  });

  it('defaults to 0.0.0.0, info logs and no sandboxes in production', () => {
    const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: makeTempDir(), APP_SECRET: 'x'.repeat(32) });
    expect(config).toMatchObject({ mode: 'production', host: '0.0.0.0', logLevel: 'info', appSecret: 'x'.repeat(32) });
    expect(config.sandbox).toEqual({ linkedin: false, payments: false, mail: false, llm: false });
  });

  it('rejects a bad PORT with a readable message', () => {
    expect(problemsOf({ DATA_DIR: makeTempDir(), PORT: 'abc' })).toEqual(['PORT: must be a whole number between 1 and 65535']);
    expect(problemsOf({ DATA_DIR: makeTempDir(), PORT: '70000' })).toEqual(['PORT: must be a whole number between 1 and 65535']);
  });

  it('requires APP_SECRET in production', () => {
    expect(problemsOf({ NODE_ENV: 'production', DATA_DIR: makeTempDir() })).toEqual([
      'APP_SECRET: required in production (at least 32 characters)',
    ]);
    expect(problemsOf({ NODE_ENV: 'production', DATA_DIR: makeTempDir(), APP_SECRET: 'short' })[0]).toMatch(
      /^APP_SECRET: must be at least 32 characters/,
    );
  });

  it('lists every bad variable at once', () => {
    let error: unknown;
    try {
      loadConfig({
        NODE_ENV: 'staging',
        PORT: '-1',
        DATABASE_URL: 'mysql://x',
        PUBLIC_URL: 'not a url',
        LOG_LEVEL: 'loud',
        REMOTE_AUTH_URL: 'cdn.example.com/x',
        LINKEDIN_CLIENT_ID: 'only-the-id',
        TRUST_PROXY: 'sometimes',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const { problems, message } = error as ConfigError;
    expect(problems.map((p) => p.split(':')[0])).toEqual([
      'NODE_ENV', 'PORT', 'DATABASE_URL', 'PUBLIC_URL', 'LOG_LEVEL', 'REMOTE_AUTH_URL',
      'LINKEDIN_CLIENT_ID / LINKEDIN_CLIENT_SECRET', 'TRUST_PROXY',
    ]);
    expect(message).toContain('Invalid configuration:\n  - NODE_ENV: must be development, production or test');
  });
});

describe('area settings (an area\'s own variables)', () => {
  const feed = defineAreaSettings(
    'feeds',
    {
      FEED_URL: optionalString.pipe(httpUrl('a feed').optional()),
      FEED_PAGE_SIZE: optionalString.pipe(z.string().regex(/^\d+$/, 'must be a whole number').transform(Number).optional()),
    },
    (v) => ({ url: v.FEED_URL ?? null, pageSize: v.FEED_PAGE_SIZE ?? 25 }),
  );
  const feedsArea = { settings: feed };

  it('builds an area\'s typed settings at boot; an empty value means not set', () => {
    const config = loadConfig({ DATA_DIR: makeTempDir(), FEED_URL: 'https://feed.example/posts.jsonl', FEED_PAGE_SIZE: '' }, [feedsArea]);
    expect(feed.of(config)).toEqual({ url: 'https://feed.example/posts.jsonl', pageSize: 25 });
    expect(Object.isFrozen(feed.of(config))).toBe(true);
  });

  it('reports an area\'s bad variables in the same error as the platform\'s', () => {
    let error: unknown;
    try {
      loadConfig({ DATA_DIR: makeTempDir(), PORT: 'x', FEED_URL: 'ftp://feed', FEED_PAGE_SIZE: 'many' }, [feedsArea]);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toEqual([
      'PORT: must be a whole number between 1 and 65535',
      'FEED_URL: must be an absolute http(s) URL (a feed)',
      'FEED_PAGE_SIZE: must be a whole number',
    ]);
  });

  it('says so when an area reads settings that were not loaded, and a variable has one owner', () => {
    expect(() => feed.of(loadConfig({ DATA_DIR: makeTempDir() }))).toThrow(/feeds area's settings were not loaded/);
    const clash = defineAreaSettings('clash', { PORT: optionalString }, () => ({}));
    expect(() => loadConfig({ DATA_DIR: makeTempDir() }, [{ settings: clash }])).toThrow(/PORT is declared by the platform and by the clash area/);
    const again = defineAreaSettings('again', { FEED_URL: optionalString }, () => ({}));
    expect(() => loadConfig({ DATA_DIR: makeTempDir() }, [feedsArea, { settings: again }])).toThrow(/FEED_URL is declared by the feeds area and by the again area/);
  });

  it('every variable, the platform\'s and each area\'s, is documented in .env.example', () => {
    const documented = new Set(
      readFileSync(path.join(REPO_ROOT, '.env.example'), 'utf8')
        .split('\n')
        .flatMap((line) => /^([A-Z][A-Z0-9_]*)=/.exec(line)?.[1] ?? []),
    );
    const declared = [...PLATFORM_VARIABLES, ...areas.flatMap((a) => Object.keys(a.settings?.variables ?? {}))];
    expect(declared).toEqual(expect.arrayContaining(['PORT', 'REMOTE_BILLING_URL', 'WORKER_CONCURRENCY', 'VIRAL_FEED_URL']));
    expect(declared.filter((name) => !documented.has(name))).toEqual([]);
  });
});

