import { useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { busAction } from '@isarlicht/browser-runtime/events/bus-action';
import { headerControlsId } from '@isarlicht/contracts/pages/layout-slots';
import { mainNavigation } from '@isarlicht/site-content/navigation';
import { paths } from '@isarlicht/contracts/routes/paths';
import { siteConfig } from '@isarlicht/site-content/site-config';
import { Button } from '@isarlicht/ui/button';
import { Link } from '@isarlicht/ui/link';
import { Logo } from './logo';
import { useHydrated } from './use-hydrated';
import { useClosePopoverOn } from './use-close-popover-on';
import { usePopoverOpen } from './use-popover-open';
import { useScrolledPast } from './use-scrolled-past';
import styles from './header.module.css';

const scrollThreshold = 50;
const menuId = 'hauptmenue';

/** The navigation item of the section a page belongs to: Home only on `/`, the others with their sub-pages. */
const isCurrentSection = (pathname: string, to: string): boolean =>
  to === paths.home ? pathname === to : pathname === to || pathname.startsWith(`${to}/`);

/**
 * The mobile menu is an HTML popover: its button opens and closes it, Escape and a tap
 * outside close it, and the header's CSS locks the page's scrolling and switches the
 * button's name while it is open – all without script, so it works from the first
 * paint, and it stays the same element once React has hydrated (docs/decisions/027).
 */
export function Header() {
  const { pathname } = useLocation();
  const isHome = pathname === paths.home;
  const scrolled = useScrolledPast(scrollThreshold, isHome);
  const menu = useRef<HTMLDivElement>(null);
  const menuOpen = usePopoverOpen(menu);
  useClosePopoverOn(menu, pathname);
  // Before hydration the browser exposes the popover button's state itself; a fixed "false" in the HTML would contradict it.
  const hydrated = useHydrated();

  const hidden = isHome && !scrolled && !menuOpen;
  return (
    <header className={styles.header} data-home={isHome} data-hidden={hidden} data-testid="site-header">
      <div className={styles.bar}>
        <Link to={paths.home} className={styles.logo} aria-label={`${siteConfig.name} – Startseite`}>
          <Logo />
        </Link>
        {/* Room for the consent layer's control, in the bar instead of over the content (docs/decisions/028). */}
        <div id={headerControlsId} className={styles.controls} />
        <button
          type="button"
          className={styles.menuToggle}
          popoverTarget={menuId}
          aria-controls={menuId}
          aria-expanded={hydrated ? menuOpen : undefined}
        >
          <span className={styles.menuIcon} aria-hidden="true" />
          <span className={styles.visuallyHidden}>
            <span className={styles.whenClosed}>Menü öffnen</span>
            <span className={styles.whenOpen}>Menü schließen</span>
          </span>
        </button>
        <div id={menuId} ref={menu} className={styles.menu} popover="auto">
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
          <Button {...busAction('modal:open', { modal: 'assistant' })}>KI-Assistent</Button>
        </div>
      </div>
    </header>
  );
}
