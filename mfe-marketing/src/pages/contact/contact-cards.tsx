import { siteConfig } from '@isarlicht/site-content/site-config';
import { PostalAddress } from '@isarlicht/ui/postal-address';
import { openingHours } from './contact-content';
import styles from './contact-cards.module.css';

/** Address, phone and e-mail, and opening hours side by side. */
export function ContactCards() {
  const { phone, email } = siteConfig;
  return (
    <div className={styles.grid}>
      <div className={styles.card}>
        <h3>Büro München</h3>
        <PostalAddress className={styles.address} />
      </div>
      <div className={styles.card}>
        <h3>Telefon und E-Mail</h3>
        <p>
          <a href={phone.href}>{phone.display}</a>
        </p>
        <p>
          <a href={`mailto:${email}`}>{email}</a>
        </p>
      </div>
      <div className={styles.card}>
        <h3>Öffnungszeiten</h3>
        <dl className={styles.hours}>
          {openingHours.map((entry) => (
            <div key={entry.days}>
              <dt>{entry.days}</dt>
              <dd>{entry.hours}</dd>
            </div>
          ))}
        </dl>
      </div>
    </div>
  );
}
