import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { consentPartsFunctionKey, moduleFunctionKey, renderFunctionKey } from '@isarlicht/contracts/start/page-state';
import { renderConsentParts } from './consent-parts';
import { notFoundMeta } from '../../pages/not-found-page';
import { loadPageOf, matchRoute } from '../../routes/match-route';
import { noindexHead, pageHead, type DocumentHead } from '../../seo/document-head';
import { headHtml } from '../../seo/head-html';
import type { RoutingConfig } from '../../routes/route-table';

/** What the build writes for one path; see scripts/prerender. */
export interface PrerenderedPage {
  readonly status: 200 | 404;
  readonly head: string;
  readonly body: string;
  /** `href`s of the stylesheets the page uses, in document order. */
  readonly stylesheets: readonly string[];
  /** The first load keeps the content as this HTML: its remote is not on the start path (docs/decisions/028). */
  readonly staticContent: boolean;
}

interface PageHead {
  readonly status: 200 | 404;
  readonly head: DocumentHead;
  readonly staticContent: boolean;
}

async function headOf(pathname: string, config: RoutingConfig): Promise<PageHead> {
  const loaded = await loadPageOf(pathname, config);
  const meta = loaded?.page.meta(loaded.params);
  if (!loaded || !meta) return { status: 404, head: noindexHead(notFoundMeta(loaded?.route.notFoundTitle)), staticContent: false };
  return { status: 200, head: pageHead({ meta, pathname, parent: loaded.route.parent }), staticContent: loaded.page.interactive !== true };
}

/**
 * Gives the build's browser a function that renders one path with React's server
 * renderer, in the page, with the remotes composed exactly as visitors get them. The
 * string keeps React's text separators, which a DOM snapshot would lose. And one that
 * renders the consent layer's parts of a page (its first-visit panel and early dialogs),
 * which the build calls in a tab of its own, so the layer's stylesheets never join a
 * page's list. `app` is the application as the shell renders it (the caller's, so the
 * start path does not import the application it starts).
 */
export function installPrerender(target: Window, config: RoutingConfig, app: ReactElement): void {
  const render = async (pathname: string): Promise<PrerenderedPage> => {
    const { status, head, staticContent } = await headOf(pathname, config);
    const body = renderToString(<StaticRouter location={pathname}>{app}</StaticRouter>);
    const stylesheets = [...target.document.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.getAttribute('href') ?? '');
    return { status, head: headHtml(head), body, stylesheets, staticContent };
  };
  // Paths of one page module share its stylesheets, so the build renders them in one tab.
  const moduleOf = (pathname: string): string | null => {
    const match = matchRoute(pathname, config);
    return match?.kind === 'page' ? `${match.route.remote}/${match.route.module}` : null;
  };
  Reflect.set(target, renderFunctionKey, render);
  Reflect.set(target, moduleFunctionKey, moduleOf);
  Reflect.set(target, consentPartsFunctionKey, () => renderConsentParts(target));
}
