import { siteConfig, type PageMeta } from '@isarlicht/contracts';
import { PageIntro, Section } from '@isarlicht/ui';
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
