import { emit } from '@isarlicht/browser-runtime/events/bus';
import { Button } from '@isarlicht/ui/button';
import { ConsentLayer } from './layer/consent-layer';
import styles from './standalone.module.css';

/** `npm run dev -w mfe-consent`: the layer alone, with the bus events other slices would send. */
export function Standalone() {
  return (
    <>
      <main id="inhalt" className={styles.page}>
        <h1>mfe-consent · Einzelansicht ohne Shell</h1>
        <p>Diese Schaltflächen senden dieselben Ereignisse über den Event-Bus wie Header, Footer und Seiten.</p>
        <p className={styles.actions}>
          <Button onClick={() => emit('modal:open', { modal: 'assistant' })}>KI-Assistent</Button>
          <Button onClick={() => emit('modal:open', { modal: 'booking' })}>Erstgespräch buchen</Button>
          <Button variant="secondary" onClick={() => emit('cookie-settings:open')}>
            Cookie-Einstellungen
          </Button>
          <Button variant="secondary" onClick={() => emit('consent:grant', { purpose: 'googleMaps' })}>
            Google Maps erlauben
          </Button>
        </p>
      </main>
      <ConsentLayer />
    </>
  );
}
