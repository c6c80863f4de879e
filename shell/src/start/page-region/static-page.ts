import { firstLoadAttribute, prerenderedAttribute } from '@isarlicht/contracts/start/page-state';

/**
 * The content of a prerendered page on its first load, kept as the server's HTML
 * instead of being hydrated (docs/decisions/028). Taken from the DOM once, before
 * hydration, so React hydrates the region with exactly the markup it finds.
 */
interface StaticPage {
  readonly pathname: string;
  readonly html: string;
}

let kept: StaticPage | null = null;

/** This load shows the page the snapshot in `root` was rendered for: its path, and no query that could change it. */
export const isSnapshotLoad = (root: HTMLElement, { pathname, search }: Pick<Location, 'pathname' | 'search'>): boolean =>
  root.getAttribute(prerenderedAttribute) === pathname && search === '';

/** Keeps the static content of `root`, if the prerender marked it so; false when the page hydrates as a whole. */
export function keepStaticPage(root: HTMLElement, pathname: string): boolean {
  const region = root.querySelector(`[${firstLoadAttribute}="static"]`);
  if (region === null) return false;
  kept = { pathname, html: region.innerHTML };
  return true;
}

/** The kept HTML while the visitor is still on the page it belongs to. */
export function staticPageHtml(pathname: string): string | null {
  return kept?.pathname === pathname ? kept.html : null;
}

/** After the first navigation every page renders from its module, the first one too. */
export function forgetStaticPage(): void {
  kept = null;
}
