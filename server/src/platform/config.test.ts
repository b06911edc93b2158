import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { makeTempDir } from '../test/config';
import { ConfigError, loadConfig } from './config';
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
    expect(config.database).toEqual({ dialect: 'postgres', url: 'postgres://u@db:5432/app', queryTimeoutMs: 30_000 });
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
