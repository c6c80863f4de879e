import { useId } from 'react';
import { busAction } from '@isarlicht/browser-runtime/events/bus-action';
import { Button } from '@isarlicht/ui/button';
import styles from './booking-cta.module.css';

/** Closing call to action; the booking modal belongs to the consent layer and is asked for over the bus. */
export function BookingCta({ title, text }: { readonly title: string; readonly text: string }) {
  const headingId = useId();
  return (
    <section className={styles.cta} aria-labelledby={headingId}>
      <div className={styles.inner}>
        <div>
          <h2 id={headingId} className={styles.title}>
            {title}
          </h2>
          <p className={styles.text}>{text}</p>
        </div>
        <Button {...busAction('modal:open', { modal: 'booking' })}>Erstgespräch buchen</Button>
      </div>
    </section>
  );
}
