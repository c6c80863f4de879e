import { Button } from '@isarlicht/ui/button';
import { noindexHead } from '../seo/document-head';
import { useDocumentHead } from '../seo/use-document-head';
import styles from './slot-error.module.css';

/** The German message a visitor sees in place of a remote that is down; the rest of the site keeps working. */
export function SlotError({ onRetry }: { readonly onRetry: () => void }) {
  useDocumentHead(
    noindexHead({
      title: 'Bereich nicht verfügbar',
      description: 'Dieser Bereich der Website ist vorübergehend nicht erreichbar.',
    }),
  );
  return (
    <div className={styles.slotError} role="alert">
      <h1 className={styles.title}>Dieser Bereich konnte gerade nicht geladen werden.</h1>
      <p className={styles.text}>
        Das liegt an einer Störung auf unserer Seite, nicht an Ihrem Gerät. Navigation und Kontaktdaten funktionieren weiterhin; versuchen
        Sie es gleich noch einmal.
      </p>
      <Button onClick={onRetry}>Erneut versuchen</Button>
    </div>
  );
}
