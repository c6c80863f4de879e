import { defineConfig } from '@playwright/test';
import { outputDirOf } from './support/output-dirs';

/**
 * The release store's contract against its back ends (docs/decisions/048): no browser.
 * The global setup builds what every worker reads. Two workers, each with its own Ceph
 * gateway: the suite mostly waits (for deploy processes, for the gateway, for a 30 s
 * outage), and the crash-safe deploys of the folder and of the gateway are its two long
 * files (docs/decisions/069).
 */
export default defineConfig({
  testDir: './tests-store',
  outputDir: outputDirOf('store'),
  globalSetup: './support/store-global-setup.ts',
  workers: 2,
  retries: 0,
  forbidOnly: true,
  timeout: 120_000,
  reporter: 'list',
});
