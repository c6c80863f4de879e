import { defineConfig, devices } from '@playwright/test';
import { launchOptions as chromium } from './support/browser';
import { e2eGrep as grep } from './support/e2e-grep';
import { outputDirOf } from './support/output-dirs';
import { siteUrl } from './support/site';
import { consentRecord } from './support/third-parties';

export default defineConfig({
  testDir: './tests',
  outputDir: outputDirOf('main'),
  globalSetup: './support/global-setup.ts',
  globalTeardown: './support/global-teardown.ts',
  fullyParallel: true,
  // One more worker than the two cores: many tests wait on real time (the call button's
  // 10 s, the start on idle), and a third worker uses a core meanwhile (docs/decisions/068).
  workers: 3,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  // The JSON report feeds the dev dashboard's tests tool (mfe-devtools).
  reporter: [['list'], ['json', { outputFile: '../reports/playwright.json' }]],
  use: {
    baseURL: siteUrl,
    launchOptions: chromium,
    // A trace recorded for every test (to keep the failing ones) cost a third of the
    // suite's CPU, for its screencast and DOM snapshots (docs/decisions/069). A failure
    // keeps its screenshot and Playwright's call log; `--trace retain-on-failure` records
    // traces again when a failure needs one.
    trace: 'off',
    screenshot: 'only-on-failure',
    // A visitor who has decided ("Nur essenzielle"), so the consent panel does not cover
    // the pages under test; the consent tests start from an empty storage instead.
    storageState: {
      cookies: [],
      origins: [
        {
          origin: siteUrl,
          localStorage: [
            { name: 'appVersion', value: '1.0.0' },
            { name: 'cookieConsent', value: JSON.stringify(consentRecord({})) },
          ],
        },
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: [/redeploy\.spec\.ts/],
      // The slice pipeline's grep, on each project: so it also holds for the tests the
      // redeploy project waits for, which a command-line --grep would run in full.
      grep,
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
    },
    // Deploys into the running site, so it waits until every other test is done.
    {
      name: 'redeploy',
      testMatch: /redeploy\.spec\.ts/,
      dependencies: ['chromium'],
      grep,
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
    },
  ],
});
