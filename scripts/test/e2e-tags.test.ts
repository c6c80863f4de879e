import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { slices } from '../ci/slices';

/**
 * A slice's pipeline runs the e2e tests tagged with it (docs/decisions/024): a test
 * without a slice tag would run in no slice pipeline, only in the full `npm test`.
 */
const e2eDir = path.resolve(__dirname, '..', '..', 'e2e');
// Playwright refuses to run inside a Jest worker, which it tells by this variable.
const { JEST_WORKER_ID: _worker, ...env } = process.env;
/** Every Playwright config the e2e workspace's `npm test` runs. */
const configs = ['playwright.config.ts', 'playwright.dev.config.ts', 'playwright.store.config.ts', 'playwright.edge.config.ts'];
const listed = (config: string, grepInvert: string): string =>
  execFileSync(
    path.join(e2eDir, '..', 'node_modules', '.bin', 'playwright'),
    ['test', '-c', config, '--list', '--pass-with-no-tests', '--grep-invert', grepInvert],
    { cwd: e2eDir, encoding: 'utf8', env },
  );

describe.each(configs)('e2e tags of %s', (config) => {
  it('every Playwright test names the slices it concerns', () => {
    expect(listed(config, slices.map((slice) => `@${slice}`).join('|'))).toMatch(/Total: 0 tests/);
  }, 30_000);

  it('the listing would show an untagged test', () => {
    expect(listed(config, '@no-such-tag')).not.toMatch(/Total: 0 tests/);
  }, 30_000);
});
