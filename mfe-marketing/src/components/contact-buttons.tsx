import { ModalButton } from './modal-button';
import styles from './contact-buttons.module.css';

/** The two ways to get in touch, booking first, styled for a dark background (home hero, closing band). */
export function ContactButtons() {
  return (
    <div className={styles.actions}>
      <ModalButton modal="booking" className={styles.primary} />
      <ModalButton modal="assistant" variant="secondary" className={styles.secondary} />
    </div>
  );
}
