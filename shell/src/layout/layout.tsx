import type { ReactNode } from 'react';
import { Footer } from './footer';
import { Header } from './header';
import { ScrollToTop } from './scroll-to-top';
import { SkipLink } from './skip-link';
import styles from './layout.module.css';

const mainId = 'inhalt';

export function Layout({ children }: { readonly children: ReactNode }) {
  return (
    <div className={styles.layout}>
      <SkipLink targetId={mainId} />
      <ScrollToTop mainId={mainId} />
      <Header />
      <main id={mainId} tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <Footer />
    </div>
  );
}
