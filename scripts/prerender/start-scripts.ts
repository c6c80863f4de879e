import type { BrowserContext } from 'playwright-core';

/** The boot script itself: inline in the prerendered pages. */
const bootFile = '/boot.js';

/**
 * The shell's own scripts a page loads until the shell is ready (`main.js`, the
 * bootstrap chunk, React, the router): one load of the build in the prerender's browser, every script
 * from the shell's origin it asks for before `html[data-shell=ready]`. They are files
 * of this shell build, which the prerendered pages belong to, so naming them in the
 * pages cannot go stale (docs/decisions/027).
 */
export async function shellStartScripts(context: BrowserContext, shellOrigin: string): Promise<readonly string[]> {
  const page = await context.newPage();
  try {
    const scripts: string[] = [];
    let ready = false;
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (ready || request.resourceType() !== 'script' || url.origin !== shellOrigin || url.pathname === bootFile) return;
      if (!scripts.includes(url.pathname)) scripts.push(url.pathname);
    });
    await page.goto(`${shellOrigin}/`, { waitUntil: 'domcontentloaded' });
    await page.waitForFunction(() => document.documentElement.dataset.shell === 'ready', undefined, { timeout: 30_000 });
    ready = true;
    return scripts;
  } finally {
    await page.close();
  }
}
