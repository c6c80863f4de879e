import { siteConfig } from '@isarlicht/site-content/site-config';
import { Button } from '@isarlicht/ui/button';
import styles from './layer-unavailable.module.css';

interface Props {
  readonly retrying: boolean;
  readonly onRetry: () => void;
  readonly onClose: () => void;
}

/**
 * Shown when a visitor asks for the assistant, the booking or the cookie settings and
 * the part of the site that provides them cannot be loaded. Nothing third-party loads
 * meanwhile; the visitor learns why nothing opened and how to reach us instead.
 */
export function LayerUnavailable({ retrying, onRetry, onClose }: Props) {
  return (
    <div className={styles.notice} role="alert">
      <p className={styles.title}>Diese Funktion ist gerade nicht erreichbar.</p>
      <p className={styles.text}>
        KI-Assistent, Terminbuchung und Cookie-Einstellungen ließen sich wegen einer Störung auf unserer Seite nicht laden. Versuchen Sie es
        gleich noch einmal oder rufen Sie uns an:{' '}
        <a className={styles.phone} href={siteConfig.phone.href}>
          {siteConfig.phone.display}
        </a>
        .
      </p>
      <div className={styles.actions}>
        <Button onClick={onRetry} aria-disabled={retrying}>
          {retrying ? 'Wird geladen …' : 'Erneut versuchen'}
        </Button>
        <Button variant="ghost" onClick={onClose}>
          Schließen
        </Button>
      </div>
    </div>
  );
}
