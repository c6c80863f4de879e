import { test } from '@playwright/test';

/** A program from the machine's packages that some tests need and a machine with only Node lacks. */
export interface SystemPackage {
  /** The tag every test that needs it carries: `--grep @nginx` selects them, `--grep-invert` leaves them out. */
  readonly tag: `@${string}`;
  /** Why it cannot run here (what to install), or null where it is installed. */
  readonly missing: string | null;
}

/**
 * The one door of a test to a system package, so no test can forget the rule: the
 * test must carry the package's tag, and where the package is missing it ends here,
 * reported as not run with the reason (called in a `beforeAll`, that holds for the
 * tests of its group); under CI (`CI=true`, where .ci/run installs it) it fails instead.
 */
export function requireSystemPackage({ tag, missing }: SystemPackage): void {
  const info = test.info();
  if (!info.tags.includes(tag)) throw new Error(`"${info.title}" needs a system package, so it must carry the tag ${tag}`);
  if (missing === null) return;
  if (process.env.CI === 'true') throw new Error(`${missing}; CI must run them`);
  // eslint-disable-next-line no-restricted-syntax -- the one skip of the suite: a system package this machine lacks, with its reason
  info.skip(true, missing);
}
