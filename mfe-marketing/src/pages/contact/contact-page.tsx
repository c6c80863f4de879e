import { siteConfig, type PageMeta } from '@isarlicht/shared';
import { PageIntro, Section } from '@isarlicht/shared/ui';
import { ModalButton } from '../../components/modal-button';
import styles from './contact-page.module.css';

export const meta = (): PageMeta => ({
  title: 'Kontakt',
  description:
    'Kontakt zu Isarlicht Digital in München: Erstgespräch buchen, anrufen, schreiben oder den KI-Assistenten fragen – wir melden uns innerhalb eines Werktags.',
});

export default function ContactPage() {
  const { address, phone, email, legalName } = siteConfig;
  return (
    <>
      <PageIntro
        eyebrow="Kontakt"
        title="Sprechen wir über Ihr Vorhaben"
        lead="In einem kostenlosen Erstgespräch von 30 Minuten klären wir, wo Sie stehen und welcher nächste Schritt sinnvoll ist. Wir antworten innerhalb eines Werktags."
      >
        <ModalButton modal="booking" />
        <ModalButton modal="assistant" variant="secondary" />
      </PageIntro>
      <Section title="So erreichen Sie uns" id="kontaktdaten">
        <div className={styles.grid}>
          <address className={styles.card}>
            <h3>Büro München</h3>
            {legalName}
            <br />
            {address.street}
            <br />
            {address.postalCode} {address.city}
          </address>
          <div className={styles.card}>
            <h3>Telefon und E-Mail</h3>
            <p>
              <a href={phone.href}>{phone.display}</a>
              <br />
              Montag bis Freitag, 9 bis 18 Uhr
            </p>
            <p>
              <a href={`mailto:${email}`}>{email}</a>
            </p>
          </div>
        </div>
      </Section>
    </>
  );
}
