import { chromiumArgs, describeBrowser, noBrowserHelp, resolveTestBrowser } from '@isarlicht/tooling/browser';

/**
 * The global setup resolves the browser once (shared/tooling/src/browser.ts) and hands it
 * to the workers as `CHROME_PATH`, which they inherit; the servers it starts (and
 * their prerender) use the same one. The packaged headless shell comes before an
 * installed browser here (docs/decisions/036); `CHROME_PATH` still chooses any other.
 */
export async function useResolvedBrowser(): Promise<void> {
  const browser = await resolveTestBrowser();
  if (browser === null) throw new Error(`the browser tests need Chromium: ${noBrowserHelp}`);
  console.log(`[e2e] ${describeBrowser(browser)}`);
  process.env.CHROME_PATH = browser.executablePath;
}

/** Read when a worker loads the config, after the global setup has set `CHROME_PATH`. */
export const launchOptions = { executablePath: process.env.CHROME_PATH, args: [...chromiumArgs] };
