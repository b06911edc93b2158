import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Unit and integration tests of the workspace packages, one jest project each. TypeScript is compiled by
 * @swc/jest to CommonJS (jest's own module system), and `shared/<subpath>` imports resolve to the sources,
 * exactly as the package's "exports" map does for tsx and rspack.
 */
const root = path.dirname(fileURLToPath(import.meta.url));

const esmOnly = ['jose', 'cookie'].join('|');

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
  transformIgnorePatterns: [`/node_modules/(?!(\\.pnpm/(${esmOnly})@[^/]+/node_modules/)?(${esmOnly})/)`],
  moduleNameMapper: {
    '^shared/(contracts|api|bus|auth|constants|ui)$': `${root}/shared/src/$1/index.ts`,
    // Allow `./x.js` specifiers for `./x.ts` sources.
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
};

export default {
  projects: [
    { ...common, displayName: 'shared', rootDir: `${root}/shared` },
    { ...common, displayName: 'host', rootDir: `${root}/host` },
    // Integration tests open real databases (PostgreSQL when TEST_DATABASE_URL is set): allow them time.
    { ...common, displayName: 'server', rootDir: `${root}/server`, testTimeout: 30_000 },
    { ...common, displayName: 'mfe-auth', rootDir: `${root}/mfe-auth` },
    { ...common, displayName: 'mfe-generator', rootDir: `${root}/mfe-generator` },
    { ...common, displayName: 'mfe-billing', rootDir: `${root}/mfe-billing` },
  ],
};
