import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { emit, mainNavigation, paths, siteConfig } from '@isarlicht/shared';
import { Link } from '@isarlicht/shared/ui';
import { Logo } from './logo';
import { useBodyScrollLock } from './use-body-scroll-lock';
import { useScrolledPast } from './use-scrolled-past';
import styles from './header.module.css';

const scrollThreshold = 50;
const menuId = 'hauptmenue';

/** The navigation item of the section a page belongs to: Home only on `/`, the others with their sub-pages. */
const isCurrentSection = (pathname: string, to: string): boolean =>
  to === paths.home ? pathname === to : pathname === to || pathname.startsWith(`${to}/`);

export function Header() {
  const [pathname] = useLocation();
  const isHome = pathname === paths.home;
  const scrolled = useScrolledPast(scrollThreshold, isHome);
  const [menuOpen, setMenuOpen] = useState(false);
  useBodyScrollLock(menuOpen);

  useEffect(() => setMenuOpen(false), [pathname]);
  useEffect(() => {
    if (!menuOpen) return undefined;
    const close = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('keydown', close);
    return () => document.removeEventListener('keydown', close);
  }, [menuOpen]);

  const hidden = isHome && !scrolled && !menuOpen;
  return (
    <header className={styles.header} data-home={isHome} data-hidden={hidden} data-testid="site-header">
      <div className={styles.bar}>
        <Link to={paths.home} className={styles.logo} aria-label={`${siteConfig.name} – Startseite`}>
          <Logo />
        </Link>
        <button
          type="button"
          className={styles.menuToggle}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className={styles.menuIcon} aria-hidden="true" />
          <span className={styles.visuallyHidden}>{menuOpen ? 'Menü schließen' : 'Menü öffnen'}</span>
        </button>
        <div id={menuId} className={styles.menu} data-open={menuOpen}>
          <nav aria-label="Hauptnavigation">
            <ul className={styles.navList}>
              {mainNavigation.map((item) => (
                <li key={item.to}>
                  <Link to={item.to} className={styles.navLink} aria-current={isCurrentSection(pathname, item.to) ? 'page' : undefined}>
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <button type="button" className={styles.assistant} onClick={() => emit('modal:open', { modal: 'assistant' })}>
            KI-Assistent
          </button>
        </div>
      </div>
    </header>
  );
}
