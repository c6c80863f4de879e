import { defineConfig } from '@playwright/test';
import { outputDirOf } from './support/output-dirs';

/**
 * The Varnish edge in front of two origins (docs/decisions/051): no browser, so no
 * global setup; it serves the build the main suite made. One worker: the load tests
 * take both cores, and the figures are only comparable when nothing else runs.
 */
export default defineConfig({
  testDir: './tests-edge',
  outputDir: outputDirOf('edge'),
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  reporter: 'list',
});
