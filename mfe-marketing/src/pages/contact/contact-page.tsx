import { siteConfig } from '@isarlicht/site-content/site-config';
import type { ConsentPurpose } from '@isarlicht/contracts/consent/consent-record';
import type { PageMeta } from '@isarlicht/contracts/pages/page-module';
import { PageIntro } from '@isarlicht/ui/page-intro';
import { Section } from '@isarlicht/ui/section';
import { ModalButton } from '../../components/modal-button';
import { StepList } from '../../components/step-list';
import { ContactCards } from './contact-cards';
import { directions, firstMeetingSteps } from './contact-content';
import { OfficeMap } from './office-map';
import styles from './contact-page.module.css';

export const meta = (): PageMeta => ({
  title: 'Kontakt',
  description:
    'Erstgespräch buchen, anrufen, schreiben oder den KI-Assistenten fragen: So erreichen Sie unser Team in München – wir melden uns innerhalb eines Werktags.',
});

// The office map follows the visitor's Google Maps consent: the first load hydrates the page
// (docs/decisions/028). Without that consent it shows the prerendered placeholder, whose button
// the boot script takes, so the start may wait for the visitor (docs/decisions/042).
export const interactive = true;
export const followsConsent: readonly ConsentPurpose[] = ['googleMaps'];

export default function ContactPage() {
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
        <ContactCards />
      </Section>
      <Section title="Anfahrt" id="anfahrt" tone="alt">
        <div className={styles.directions}>
          <OfficeMap />
          <div>
            <p className={styles.lead}>
              Unser Büro liegt in der Münchner Altstadt zwischen Isartor und Deutschem Museum, in der {siteConfig.address.street}.
            </p>
            <dl className={styles.ways}>
              {directions.map((way) => (
                <div key={way.title}>
                  <dt>{way.title}</dt>
                  <dd>{way.text}</dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
      </Section>
      <Section title="So läuft das Erstgespräch ab" id="erstgespraech">
        <StepList steps={firstMeetingSteps} />
      </Section>
    </>
  );
}
