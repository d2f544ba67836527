import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests in Debian's Chromium (Playwright cannot download browsers here) against the
 * production build served by the real stack.
 */
export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  // Budgets for a loaded two-core machine running two browsers beside the stack, where a cold
  // signed-in page can take ten seconds to show: a test should use under half of its time-out.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT ?? 'test-results/e2e-report.json' }]],
  outputDir: 'test-results/artifacts',
  use: {
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
        '--disable-quic',
      ],
    },
  },
  projects: [
    { name: 'app', use: { ...devices['Desktop Chrome'], channel: undefined }, testIgnore: /deploy\.spec\.ts/ },
    // Re-points remotes for the whole stack, so it runs alone, after everything else.
    {
      name: 'deploy',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: /deploy\.spec\.ts/,
      dependencies: ['app'],
      fullyParallel: false,
    },
  ],
});
