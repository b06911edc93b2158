import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { areas } from '../areas/index';
import { type Config, type Env, loadConfig } from '../platform/config';

/**
 * The one environment variable the test suites read: a PostgreSQL URL to run every database suite on PostgreSQL
 * too (CI sets it). Read here, beside the other test configuration, like the app reads its own only in config.ts.
 */
export const TEST_DATABASE_URL: string | undefined = process.env.TEST_DATABASE_URL || undefined;

/** A fresh empty folder under the OS temp dir. */
export function makeTempDir(prefix = 'postpilot-test-'): string {
  return mkdtempSync(path.join(tmpdir(), prefix));
}

/**
 * A test-mode config built from plain variables (never the real environment): data and static files in
 * temp folders, a fixed secret, every area's settings. `env` overrides or adds variables.
 */
export function testConfig(env: Env = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: makeTempDir(),
    STATIC_ROOT: emptyStaticRoot(),
    APP_SECRET: 'test-secret-test-secret-test-secret-0123',
    ...env,
  }, areas);
}

let emptyRoot: string | undefined;

/** One empty static root per test process: no built front ends unless a test makes its own. */
function emptyStaticRoot(): string {
  emptyRoot ??= makeTempDir('postpilot-static-');
  return emptyRoot;
}
