import { defineConfig } from '@playwright/test';

/**
 * The release store's contract against its back ends (docs/decisions/048): no site,
 * no browser, so no global setup. One worker: the Ceph gateway of the S3 specs takes
 * memory and both cores while it starts.
 */
export default defineConfig({
  testDir: './tests-store',
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 120_000,
  reporter: 'list',
});
