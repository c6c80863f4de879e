import { defineConfig, devices } from '@playwright/test';
import baseConfig from './playwright.config';
import { outputDirOf } from './support/output-dirs';

/**
 * The dev dashboard against `npm run dev` (ports as for the production tests, which
 * have stopped their servers by then): each tool finds the problems of the
 * development-only test page of mfe-devtools.
 */
export default defineConfig({
  ...baseConfig,
  testDir: './tests-dev',
  outputDir: outputDirOf('dev'),
  globalSetup: './support/dev-global-setup.ts',
  globalTeardown: './support/dev-global-teardown.ts',
  // Development bundles are large and unminified; one worker keeps the two cores for the servers.
  workers: 1,
  timeout: 240_000,
  // Unminified development bundles of four remotes take seconds to arrive and run.
  expect: { timeout: 60_000 },
  reporter: 'list',
  projects: [{ name: 'dev', use: { ...devices['Desktop Chrome'], launchOptions: baseConfig.use?.launchOptions } }],
});
