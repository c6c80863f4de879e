import { siteConfig } from '@isarlicht/site-content/site-config';
import type { PageMeta } from '@isarlicht/contracts/pages/page-module';
import { PageIntro } from '@isarlicht/ui/page-intro';
import { Section } from '@isarlicht/ui/section';
import { LegalText } from '../../components/legal-text';
import { termsSections } from '../../content/legal/terms';

export const meta = (): PageMeta => ({
  title: 'Allgemeine Geschäftsbedingungen',
  description:
    'Allgemeine Geschäftsbedingungen für Beratung, Design und Softwareentwicklung: Abnahme nach § 640 BGB, Nutzungsrechte, KI-gestützte Arbeit und Haftung.',
});

export default function AgbPage() {
  return (
    <>
      <PageIntro eyebrow="Rechtliches" title="Allgemeine Geschäftsbedingungen" lead={siteConfig.legalPageLeads.terms} />
      <Section>
        <LegalText sections={termsSections} level="h2" />
      </Section>
    </>
  );
}
