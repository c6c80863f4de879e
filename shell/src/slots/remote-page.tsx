import { use, useEffect } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import type { PageMeta, PageModule, RouteParams } from '@isarlicht/shared';
import { loadRemoteModule } from '../federation/remote-modules';
import type { PageRoute } from '../routes/route-table';
import { NotFoundPage } from '../pages/not-found-page';
import { useDocumentMeta } from './use-document-meta';

interface PageViewProps {
  readonly page: PageModule;
  readonly meta: PageMeta;
  readonly params: RouteParams;
}

function PageView({ page, meta, params }: PageViewProps) {
  useDocumentMeta(meta);
  const { hash } = useLocation();
  // Anchors such as /impressum#datenschutz exist only once the remote content is rendered.
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);
  const Page = page.default;
  return <Page params={params} />;
}

/** Renders a route's page from its remote; an id the remote does not know is a not-found page. */
export function RemotePage({ route }: { readonly route: PageRoute }) {
  const params = useParams();
  const page = use(loadRemoteModule<PageModule>(route.remote, route.module));
  const meta = page.meta(params);
  if (!meta) return <NotFoundPage title={route.notFoundTitle} />;
  return <PageView page={page} meta={meta} params={params} />;
}
