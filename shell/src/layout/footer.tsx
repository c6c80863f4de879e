import { busAction } from '@isarlicht/browser-runtime/events/bus-action';
import { footerExploreLinks, footerMethodLinks, footerServiceLinks, legalLinks, mainNavigation } from '@isarlicht/site-content/navigation';
import { siteConfig } from '@isarlicht/site-content/site-config';
import type { NavLink } from '@isarlicht/contracts/pages/nav-link';
import { Link } from '@isarlicht/ui/link';
import { PostalAddress } from '@isarlicht/ui/postal-address';
import { Logo } from './logo';
import { useVisitorYear } from './use-visitor-year';
import styles from './footer.module.css';

function LinkColumn({ title, links }: { readonly title: string; readonly links: readonly NavLink[] }) {
  return (
    <nav aria-label={title} className={styles.column}>
      <h2 className={styles.columnTitle}>{title}</h2>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer() {
  const { phone, email } = siteConfig;
  const year = useVisitorYear();
  return (
    <footer className={styles.footer}>
      <div className={styles.grid}>
        <div className={styles.brand}>
          <Logo inverse />
          <p className={styles.tagline}>{siteConfig.tagline}</p>
          <PostalAddress className={styles.address}>
            <br />
            <a href={phone.href}>{phone.display}</a>
            <br />
            <a href={`mailto:${email}`}>{email}</a>
          </PostalAddress>
        </div>
        <LinkColumn title="Navigation" links={[...mainNavigation, ...footerExploreLinks.slice(0, 2)]} />
        <LinkColumn title="Leistungen" links={footerServiceLinks} />
        <LinkColumn title="Methoden" links={footerMethodLinks} />
      </div>
      <div className={styles.bottom}>
        <p className={styles.copyright}>
          © {year} {siteConfig.name}
        </p>
        <ul className={styles.legal} aria-label="Rechtliches">
          {legalLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
          <li>
            <button type="button" className={styles.linkButton} {...busAction('cookie-settings:open')}>
              Cookie-Einstellungen
            </button>
          </li>
        </ul>
      </div>
    </footer>
  );
}
