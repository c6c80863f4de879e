import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { firstLoadAttribute, followsConsentAttribute } from '@isarlicht/contracts/start/page-state';
import type { PageModule, RouteParams } from '@isarlicht/contracts/pages/page-module';
import { loadedRemoteModule, loadRemoteModule } from '../../federation/remote-modules';
import { whenIdle } from '../when-idle';
import type { PageRoute } from '../../routes/route-table';
import { RemotePage } from '../../slots/remote-page';
import { RemoteSlot } from '../../slots/remote-slot';
import { followStaticClick } from './follow-static-click';
import { onFirstInteraction } from '../on-first-interaction';
import { prefetchPageFiles } from './prefetch-page-files';
import { forgetStaticPage, staticPageHtml } from './static-page';
import styles from './page-region.module.css';

/**
 * The server's HTML of the first page, hydrated as an opaque region: React neither
 * renders nor attaches anything inside it, and the remote's page module is not loaded
 * for it. Links and bus buttons in it are answered by one delegated listener.
 */
function StaticContent({ route, html }: { readonly route: PageRoute; readonly html: string }) {
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = region.current;
    if (element === null) return undefined;
    const follow = (event: MouseEvent) => followStaticClick(event, element);
    element.addEventListener('click', follow);
    // The remote's files download when the page is idle; they run in idle time after the
    // visitor's first interaction (docs/decisions/034), not in the first seconds of every
    // load, where they were long tasks. By the click on a link the remote runs, and the
    // next page of it needs only its own chunk.
    const cancelPrefetch = whenIdle(() => void prefetchPageFiles(route.remote, route.module).catch(() => undefined));
    let cancelLoad: () => void = () => undefined;
    const stopWaiting = onFirstInteraction(window, () => {
      cancelLoad = whenIdle(() => void loadRemoteModule(route.remote, route.module).catch(() => undefined), 500);
    });
    return () => {
      element.removeEventListener('click', follow);
      cancelPrefetch();
      stopWaiting();
      cancelLoad();
    };
  }, [route]);
  // Once the visitor leaves it, the first page too renders from its module (with its head).
  useEffect(() => forgetStaticPage, []);
  return <div ref={region} className={styles.region} {...{ [firstLoadAttribute]: 'static' }} dangerouslySetInnerHTML={{ __html: html }} />;
}

/**
 * The page's region of the layout (docs/decisions/028). On a prerendered first load of
 * a page without `interactive` it keeps the server's HTML; otherwise, and after the first
 * navigation, it renders the page from its remote. The attributes tell the prerender, the
 * boot script and tests how a first load treats the page (docs/decisions/042).
 */
export function PageRegion({ route, params }: { readonly route: PageRoute; readonly params: RouteParams }) {
  const { pathname } = useLocation();
  const html = staticPageHtml(pathname);
  if (html !== null) return <StaticContent route={route} html={html} />;
  const page = loadedRemoteModule<PageModule>(route.remote, route.module);
  const firstLoad = page === undefined ? undefined : page.interactive === true ? 'hydrate' : 'static';
  const followsConsent = firstLoad === 'hydrate' ? page?.followsConsent?.join(' ') : undefined;
  return (
    <div className={styles.region} {...{ [firstLoadAttribute]: firstLoad, [followsConsentAttribute]: followsConsent }}>
      <RemoteSlot remote={route.remote}>
        <RemotePage route={route} params={params} />
      </RemoteSlot>
    </div>
  );
}
