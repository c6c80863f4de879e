import { mainNavigation } from '@isarlicht/site-content/navigation';
import { paths } from '@isarlicht/contracts/routes/paths';
import type { PageMeta } from '@isarlicht/contracts/pages/page-module';
import { Link } from '@isarlicht/ui/link';
import { noindexHead } from '../seo/document-head';
import { useDocumentHead } from '../seo/use-document-head';
import styles from './not-found-page.module.css';

const notFoundTitle = 'Seite nicht gefunden';

/** Title and description of the not-found page, also for the prerendered 404.html. */
export const notFoundMeta = (title = notFoundTitle): PageMeta => ({
  title,
  description: 'Die angeforderte Seite gibt es unter dieser Adresse nicht (mehr). Hier finden Sie zurück zu unseren Inhalten.',
});

export function NotFoundPage({ title = notFoundTitle }: { readonly title?: string }) {
  useDocumentHead(noindexHead(notFoundMeta(title)));
  return (
    <section className={styles.notFound} aria-labelledby="not-found-heading">
      <p className={styles.code}>Fehler 404</p>
      <h1 id="not-found-heading">{title}</h1>
      <p className={styles.text}>
        Unter dieser Adresse finden wir nichts – vielleicht wurde die Seite verschoben oder der Link enthält einen Tippfehler. Von hier aus
        geht es weiter:
      </p>
      <ul className={styles.links}>
        {mainNavigation.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label === 'Home' ? 'Zur Startseite' : link.label}</Link>
          </li>
        ))}
        <li>
          <Link to={paths.glossary}>Glossar</Link>
        </li>
      </ul>
    </section>
  );
}
