import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PACKAGES } from './scripts/areas.mjs';

/**
 * Unit and integration tests of the workspace packages, one jest project each. TypeScript is compiled by
 * @swc/jest to CommonJS (jest's own module system), and `shared/<subpath>` imports resolve to the sources,
 * exactly as the package's "exports" map does for tsx and rspack. The projects are every package of
 * scripts/areas.mjs, so a remote's tests run as soon as its area is in shared/areas.json.
 */
const root = path.dirname(fileURLToPath(import.meta.url));

/** `shared/<subpath>` → its source, from shared/package.json's exports (the rspack factory is not a test import). */
const sharedExports = JSON.parse(readFileSync(path.join(root, 'shared', 'package.json'), 'utf8')).exports;
const sharedSubpaths = Object.entries(sharedExports)
  .filter(([, file]) => /^\.\/src\/.+\/index\.ts$/.test(file))
  .map(([key]) => key.slice(2));

const esmOnly = ['jose', 'cookie', '@ant-design/colors'];
// pnpm stores `@scope/name` in a folder named `@scope+name@<version>`.
const pnpmDir = esmOnly.map((n) => n.replace('/', '\\+')).join('|');

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      target: 'es2022',
      transform: { react: { runtime: 'automatic' } },
    },
    module: { type: 'commonjs' },
  },
];

const common = {
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
  // Dependencies that ship ESM only (Node 20 requires them natively, jest's module system cannot): let swc
  // compile them to CommonJS too. pnpm paths look like node_modules/.pnpm/<name>@<v>/node_modules/<name>/.
  transformIgnorePatterns: [`/node_modules/(?!(\\.pnpm/(${pnpmDir})@[^/]+/node_modules/)?(${esmOnly.join('|')})/)`],
  moduleNameMapper: {
    [`^shared/(${sharedSubpaths.join('|')})$`]: `${root}/shared/src/$1/index.ts`,
    // Allow `./x.js` specifiers for `./x.ts` sources.
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
  // The build-time constants every app's rspack config defines, so a remote's modules load in tests as built.
  globals: { __APP_NAME__: 'test', __APP_VERSION__: '0.0.0', __BUILD_LABEL__: '' },
};

// Integration tests open real databases (PostgreSQL when TEST_DATABASE_URL is set): allow them time.

export default {
  // A global option (jest ignores it inside a project): integration tests open real databases (PostgreSQL when
  // TEST_DATABASE_URL is set) and hash passwords with argon2; on a loaded 2-core machine 5 s is not enough.
  testTimeout: 30_000,
  // Two test files at a time on a 2-core machine: jest's default (cores − 1) ran them one after another there, 13 of
  // the suite's minutes; with two, 6.5 (each file has its own database or schema, so they do not meet).
  maxWorkers: Math.max(2, os.availableParallelism() - 1),
  projects: PACKAGES.map((pkg) => ({ ...common, displayName: pkg, rootDir: `${root}/${pkg}` })),
};
