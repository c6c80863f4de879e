import { Suspense, use, useEffect, type ReactNode } from 'react';
import { BrowserRouter, Route, Routes, useLocation, useParams } from 'react-router-dom';
import { RouterBridge } from '../router-bridge';
import { Link } from '../link';
import { documentTitle } from '@isarlicht/site-content/site-config';
import type { PageModule } from '@isarlicht/contracts/pages/page-module';
import { examplePath, type PageManifest } from '@isarlicht/contracts/pages/page-manifest';
import styles from './standalone-app.module.css';

interface StandalonePage {
  readonly pattern: string;
  /** A sample URL of the pattern, linked from the standalone bar. */
  readonly example: string;
  readonly load: () => Promise<PageModule>;
}

const cache = new Map<StandalonePage, Promise<PageModule>>();

function StandaloneRoute({ page }: { readonly page: StandalonePage }) {
  const params = useParams();
  const { search } = useLocation();
  let pending = cache.get(page);
  if (!pending) {
    pending = page.load();
    cache.set(page, pending);
  }
  const module = use(pending);
  const meta = module.meta(params);
  if (!meta) return <p className={styles.note}>Unbekannte Kennung: Die Shell zeigt hier die 404-Seite.</p>;
  const Page = module.default;
  return (
    <>
      <DocumentTitle title={documentTitle(meta)} />
      <Page params={params} search={search} />
    </>
  );
}

function DocumentTitle({ title }: { readonly title: string }) {
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}

interface StandaloneAppProps {
  readonly slice: string;
  /** The remote's page manifest; each page is routed under its pattern and linked by its example. */
  readonly manifest: PageManifest;
  /** Imports a page's `module` (the remote's own `import()`, so its bundler sees the folder). */
  readonly load: (module: string) => Promise<PageModule>;
  readonly children?: ReactNode;
}

const pageCache = new Map<PageManifest, readonly StandalonePage[]>();

/** One list per manifest, so the loads cached by page survive re-renders. */
function standalonePages(manifest: PageManifest, load: (module: string) => Promise<PageModule>): readonly StandalonePage[] {
  let pages = pageCache.get(manifest);
  if (!pages) {
    pages = manifest.map((entry) => ({ pattern: entry.path, example: examplePath(entry), load: () => load(entry.module) }));
    pageCache.set(manifest, pages);
  }
  return pages;
}

/**
 * Renders one remote's pages without the shell, for `npm run dev -w mfe-<name>`:
 * the team sees its slice with the site's tokens but none of the other slices.
 */
export function StandaloneApp({ slice, manifest, load, children }: StandaloneAppProps) {
  const pages = standalonePages(manifest, load);
  return (
    // As in the shell: a navigation renders at once, and a page that is still loading shows its note.
    <BrowserRouter useTransitions={false}>
      <RouterBridge />
      <nav className={styles.bar} aria-label={`Seiten von ${slice}`}>
        <strong>{slice} · Einzelansicht ohne Shell</strong>
        <ul>
          {pages.map((page) => (
            <li key={page.pattern}>
              <Link to={page.example}>{page.example}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <main id="inhalt">
        <Suspense fallback={<p className={styles.note}>Lädt …</p>}>
          <Routes>
            {pages.map((page) => (
              <Route key={page.pattern} path={page.pattern} caseSensitive element={<StandaloneRoute page={page} />} />
            ))}
          </Routes>
        </Suspense>
      </main>
      {children}
    </BrowserRouter>
  );
}
