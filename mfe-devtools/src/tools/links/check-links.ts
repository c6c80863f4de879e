import type { CrawledPage } from './crawled-page';

export type LinkProblemKind = 'ziel-fehlt' | 'anker-fehlt' | 'noopener-fehlt';

export interface LinkProblem {
  readonly kind: LinkProblemKind;
  readonly href: string;
  readonly text: string;
  /** Routes the link appears on. */
  readonly foundOn: readonly string[];
  readonly message: string;
}

const isWeb = (url: URL) => url.protocol === 'http:' || url.protocol === 'https:';

/** The internal paths the pages link to, to crawl next. */
export function linkedPaths(page: CrawledPage, origin: string): string[] {
  return page.links.flatMap((link) => {
    const url = new URL(link.href);
    return url.origin === origin ? [url.pathname] : [];
  });
}

function problemOf(
  link: CrawledPage['links'][number],
  origin: string,
  pages: ReadonlyMap<string, CrawledPage>,
): Omit<LinkProblem, 'foundOn'> | null {
  const url = new URL(link.href);
  if (!isWeb(url)) return null;
  if (url.origin !== origin) {
    const rel = link.rel.split(/\s+/);
    return rel.includes('noopener') || rel.includes('noreferrer')
      ? null
      : { kind: 'noopener-fehlt', href: link.href, text: link.text, message: 'Externer Link ohne rel="noopener"' };
  }
  const target = pages.get(url.pathname);
  if (target === undefined) return null;
  if (target.notFound)
    return { kind: 'ziel-fehlt', href: url.pathname + url.hash, text: link.text, message: 'Ziel zeigt „nicht gefunden“' };
  const anchor = decodeURIComponent(url.hash.slice(1));
  if (anchor !== '' && !target.ids.includes(anchor)) {
    return { kind: 'anker-fehlt', href: url.pathname + url.hash, text: link.text, message: `Anker #${anchor} fehlt auf ${url.pathname}` };
  }
  return null;
}

/** Broken internal links and anchors, external links without noopener; one row per link, with every page it is on. */
export function checkLinks(crawled: readonly CrawledPage[], origin: string): LinkProblem[] {
  const pages = new Map(crawled.map((page) => [page.path, page]));
  const problems = new Map<string, LinkProblem>();
  for (const page of crawled) {
    for (const link of page.links) {
      const problem = problemOf(link, origin, pages);
      if (problem === null) continue;
      const key = `${problem.kind} ${problem.href}`;
      const known = problems.get(key);
      problems.set(key, { ...problem, foundOn: known ? [...new Set([...known.foundOn, page.path])] : [page.path] });
    }
  }
  return [...problems.values()].sort((a, b) => a.kind.localeCompare(b.kind) || a.href.localeCompare(b.href));
}
