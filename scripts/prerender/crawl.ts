import { isClientOnly, isFileRequest } from '@isarlicht/deploy';
import { resolveRedirect, type RedirectRule } from '@isarlicht/contracts/routes/redirects';
import { specifiedPagePaths } from '@isarlicht/contracts/routes/specified-pages';

/** Where the crawl starts: the glossary terms and anything else linked are found by following links. */
export const seedPaths = specifiedPagePaths;

// Links to the dev dashboard are no pages to prerender, wherever it is switched on.
const everyClientOnlyPage = { devDashboard: true };

/** The internal page links of rendered markup: site paths without query or fragment, no files, no redirects of the live pages. */
export function pageLinks(html: string, redirects: readonly RedirectRule[]): string[] {
  const found = new Set<string>();
  for (const [, href = ''] of html.matchAll(/href="(\/[^"]*)"/g)) {
    const path = href.replace(/[?#].*$/, '') || '/';
    if (
      isFileRequest(path) ||
      href.startsWith('//') ||
      isClientOnly(path, everyClientOnlyPage) ||
      resolveRedirect(path, redirects) !== null
    )
      continue;
    found.add(path);
  }
  return [...found];
}
