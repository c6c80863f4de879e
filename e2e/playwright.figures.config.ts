import { defineConfig } from '@playwright/test';
import { outputDirOf } from './support/output-dirs';

/**
 * The figures of serving beyond one machine (docs/distributed.md): start:distributed
 * beside nginx on the folder, measured in one run. Opt-in (`npm run figures -w e2e`),
 * never part of `npm test`: it takes both cores for minutes. It serves the build the
 * main suite made (`npm run build`).
 */
export default defineConfig({
  testDir: './tests-figures',
  outputDir: outputDirOf('figures'),
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 240_000,
  reporter: 'list',
});
