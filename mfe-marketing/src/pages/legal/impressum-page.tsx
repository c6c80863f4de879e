import type { PageMeta } from '@isarlicht/contracts';
import { PageIntro, Section } from '@isarlicht/ui';
import { CookieSettingsButton } from '../../components/cookie-settings-button';
import { LegalText } from '../../components/legal-text';
import { imprintSections } from '../../content/legal/imprint';
import { privacySections } from '../../content/legal/privacy';
import styles from './impressum-page.module.css';

export const meta = (): PageMeta => ({
  title: 'Impressum und Datenschutz',
  description:
    'Impressum und Datenschutzerklärung der Isarlicht Digital GmbH, München: Anbieterangaben, Verantwortliche, Einwilligung, Drittanbieter und Ihre Rechte.',
});

export default function ImpressumPage() {
  return (
    <>
      <PageIntro
        eyebrow="Rechtliches"
        title="Impressum"
        lead="Mustertext: Isarlicht Digital ist eine fiktive Beispielagentur, die Angaben auf dieser Seite gehören zu keinem realen Unternehmen."
      />
      <Section title="Anbieter" id="impressum">
        <LegalText sections={imprintSections} />
      </Section>
      <Section title="Datenschutzerklärung" id="datenschutz" tone="alt">
        <div className={styles.settings}>
          <p>Ihre Auswahl zu Analyse, externen Inhalten, Terminbuchung und Karte können Sie jederzeit ändern.</p>
          <CookieSettingsButton />
        </div>
        <LegalText sections={privacySections} />
      </Section>
    </>
  );
}
