import { existsSync } from 'node:fs';
import puppeteer, { type Browser } from 'puppeteer-core';
import { requireSystemPackage, type SystemPackage } from './system-package';

/** Debian's Firefox ESR: Playwright's own Firefox build cannot be downloaded on these machines. */
const firefoxBinary = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

const firefoxPackage: SystemPackage = {
  tag: '@firefox',
  missing: existsSync(firefoxBinary)
    ? null
    : `Firefox is not installed at ${firefoxBinary} (apt-get install firefox-esr, or set FIREFOX_PATH): the tests tagged @firefox do not run`,
};

/**
 * Firefox ESR driven over WebDriver BiDi by puppeteer-core, headless, with a profile of
 * its own (only in a test tagged `@firefox`, through the door of system packages).
 */
export async function launchFirefox(): Promise<Browser> {
  requireSystemPackage(firefoxPackage);
  return puppeteer.launch({ browser: 'firefox', executablePath: firefoxBinary, headless: true });
}
