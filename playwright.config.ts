import { defineConfig, devices } from '@playwright/test';
import chromiumFlags from './e2e/support/chromium-flags.json' with { type: 'json' };
import { BASE_URL } from './e2e/support/services.ts';

export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/support/global-setup.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // CI tries a failed test once more and counts it as passed when the second try passes; the
  // summary names every such flaky test, so it is seen and fixed, not hidden (decision 56).
  retries: process.env.CI ? 1 : 0,
  // A guard against a hang, not a measure of speed: a flow of several pages on a busy 2-core
  // machine takes longer than 30 s (speed is measured in bench/).
  timeout: 60_000,
  expect: { timeout: 7_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT ?? '.test-results/e2e.json' }]],
  // One folder per run (scripts/test.mjs names it by its tag), so the PostgreSQL pass does not
  // remove the failure screenshots of the PGlite pass before them.
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  use: {
    baseURL: BASE_URL,
    // Recording a trace of every test costs CI a tenth of its e2e time, and a CI run's files are
    // not kept: there a failure is told by its log, error context and screenshot.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'en-US',
    timezoneId: 'Asia/Seoul',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // Nothing of Chromium's own reaches the network (bench/lighthouse.mjs uses the same flags).
      args: chromiumFlags,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
});
