import { use, useEffect } from 'react';
import { useLocation } from 'wouter';
import { useLocationProperty } from 'wouter/use-browser-location';
import type { PageMeta, PageModule, RouteParams } from '@isarlicht/contracts';
import { useSearchString } from '@isarlicht/ui/router-bridge';
import { loadedRemoteModule, loadRemoteModule } from '../federation/remote-modules';
import type { PageRoute } from '../routes/route-table';
import { NotFoundPage } from '../pages/not-found-page';
import { pageHead } from '../seo/document-head';
import { useDocumentHead } from '../seo/use-document-head';

const readHash = () => window.location.hash;
// The prerendered HTML and hydration know no fragment; the effect below scrolls to it.
const noHash = () => '';

interface PageViewProps {
  readonly route: PageRoute;
  readonly page: PageModule;
  readonly meta: PageMeta;
  readonly params: RouteParams;
}

function PageView({ route, page, meta, params }: PageViewProps) {
  const [pathname] = useLocation();
  const search = useSearchString();
  const hash = useLocationProperty(readHash, noHash);
  useDocumentHead(pageHead({ meta, pathname, parent: route.parent }));
  // Anchors such as /impressum#datenschutz exist only once the remote content is rendered.
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);
  const Page = page.default;
  return <Page params={params} search={search} />;
}

/** Renders a route's page from its remote; an id the remote does not know is a not-found page. */
export function RemotePage({ route, params }: { readonly route: PageRoute; readonly params: RouteParams }) {
  const page = loadedRemoteModule<PageModule>(route.remote, route.module) ?? use(loadRemoteModule<PageModule>(route.remote, route.module));
  const meta = page.meta(params);
  if (!meta) return <NotFoundPage title={route.notFoundTitle} />;
  return <PageView route={route} page={page} meta={meta} params={params} />;
}
