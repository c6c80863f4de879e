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
const listed = (grepInvert: string): string =>
  execFileSync(
    path.join(e2eDir, '..', 'node_modules', '.bin', 'playwright'),
    ['test', '--list', '--pass-with-no-tests', '--grep-invert', grepInvert],
    { cwd: e2eDir, encoding: 'utf8', env },
  );

describe('e2e tags', () => {
  it('every Playwright test names the slices it concerns', () => {
    expect(listed(slices.map((slice) => `@${slice}`).join('|'))).toMatch(/Total: 0 tests/);
  }, 30_000);

  it('the listing would show an untagged test', () => {
    expect(listed('@smoke')).not.toMatch(/Total: 0 tests/);
  }, 30_000);
});
