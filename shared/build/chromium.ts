/**
 * Debian's Chromium, as the prerender, the e2e tests and the bench launch it: these
 * machines cannot download Playwright's own browser build. `CHROME_PATH` overrides the
 * path; the flags keep a headless run from reaching out to Google's services.
 */
export const debianChromium = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
} as const;
