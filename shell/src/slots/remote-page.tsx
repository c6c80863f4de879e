import { use, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import type { PageMeta, PageModule, RouteParams } from '@isarlicht/contracts/pages/page-module';
import { loadedRemoteModule, loadRemoteModule } from '../federation/remote-modules';
import type { PageRoute } from '../routes/route-table';
import { NotFoundPage } from '../pages/not-found-page';
import { pageHead } from '../seo/document-head';
import { useDocumentHead } from '../seo/use-document-head';

interface PageViewProps {
  readonly route: PageRoute;
  readonly page: PageModule;
  readonly meta: PageMeta;
  readonly params: RouteParams;
}

function PageView({ route, page, meta, params }: PageViewProps) {
  // The fragment is read by the effect alone: the prerendered HTML knows none, so rendering it would not hydrate.
  const { pathname, search, hash } = useLocation();
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
