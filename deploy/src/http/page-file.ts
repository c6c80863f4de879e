/** Lower-case words joined by hyphens: the only segments a page address has. */
export const pageSegmentPattern = '[a-z0-9-]+';
const pagePath = new RegExp(`^(?:/${pageSegmentPattern})+$`);

/** Files of the build that are no page of their own name: `/404` must not answer 200. */
export const reservedPageNames = ['index', 'app', '404'] as const;

/**
 * The prerendered file that would hold the page at `pathname`, relative to the
 * shell's root, or null when the path cannot be a page address at all (a trailing
 * slash, upper case, dots, encoded characters, empty segments, the build's own
 * index, app and 404 documents). Whether the file exists is the server's question.
 */
export function pageFile(pathname: string): string | null {
  if (pathname === '/') return 'index.html';
  if (!pagePath.test(pathname) || (reservedPageNames as readonly string[]).includes(pathname.slice(1))) return null;
  return `${pathname.slice(1)}.html`;
}
