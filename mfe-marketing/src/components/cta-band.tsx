import { ContactButtons } from './contact-buttons';
import styles from './cta-band.module.css';

interface CtaBandProps {
  readonly title: string;
  readonly text: string;
}

/** The closing call to action of a page: book a first meeting or ask the assistant. */
export function CtaBand({ title, text }: CtaBandProps) {
  return (
    <section className={styles.band} aria-labelledby="abschluss-titel">
      <div className={styles.inner}>
        <h2 id="abschluss-titel" className={styles.title}>
          {title}
        </h2>
        <p className={styles.text}>{text}</p>
        <ContactButtons />
      </div>
    </section>
  );
}
