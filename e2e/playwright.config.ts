import { defineConfig } from '@playwright/test';

/** The main e2e server's port; tests that need their own server use E2E_PORT + 1 and up (two per worker). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4310);

export default defineConfig({
  testDir: './tests',
  timeout: 90_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  forbidOnly: true,
  reporter: process.env.E2E_JSON ? [['list'], ['json', { outputFile: process.env.E2E_JSON }]] : [['list']],
  globalSetup: './global-setup.ts',
  outputDir: './test-results',
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    browserName: 'chromium',
    viewport: { width: 1360, height: 900 },
    // A failed test keeps its trace: actions, DOM snapshots, network, console. Not the screencast: filming every
    // test (kept only for the failures) cost the browsers about 60 % more CPU on this 2-core machine; the
    // failure's own screenshot below stays.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
});
