import type { ReactNode } from 'react';
import { ConsentLayerSlot } from '../start/app/layer-slot';
import { useHydrated } from './use-hydrated';
import { Footer } from './footer';
import { Header } from './header';
import { ScrollToTop } from './scroll-to-top';
import { SkipLink } from './skip-link';
import styles from './layout.module.css';

const mainId = 'inhalt';

export function Layout({ children }: { readonly children: ReactNode }) {
  // The consent layer (panel, modals) is the visitor's, not the page's: it is never part
  // of the prerendered HTML and mounts once the page is interactive.
  const hydrated = useHydrated();
  return (
    <div className={styles.layout}>
      <SkipLink targetId={mainId} />
      <ScrollToTop mainId={mainId} />
      <Header />
      <main id={mainId} tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <Footer />
      {hydrated && <ConsentLayerSlot />}
    </div>
  );
}
