import { siteConfig } from '@isarlicht/site-content/site-config';
import type { PageMeta } from '@isarlicht/contracts/pages/page-module';
import { PageIntro } from '@isarlicht/ui/page-intro';
import { Section } from '@isarlicht/ui/section';
import { CookieSettingsButton } from '../../components/cookie-settings-button';
import { LegalText } from '../../components/legal-text';
import { imprintSections } from '../../content/legal/imprint';
import { privacySections } from '../../content/legal/privacy';
import styles from './impressum-page.module.css';

export const meta = (): PageMeta => ({
  title: 'Impressum und Datenschutz',
  description:
    'Impressum und Datenschutzerklärung: Anbieterangaben, Datenschutzbeauftragte, Einwilligung, Drittanbieter mit Sitz und Übermittlungsgrundlage, Ihre Rechte.',
});

export default function ImpressumPage() {
  return (
    <>
      <PageIntro eyebrow="Rechtliches" title="Impressum" lead={siteConfig.legalPageLeads.imprint} />
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
