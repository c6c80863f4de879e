import type { PageMeta } from '@isarlicht/contracts';
import { PageIntro, Section } from '@isarlicht/ui';
import { LegalText } from '../../components/legal-text';
import { termsSections } from '../../content/legal/terms';

export const meta = (): PageMeta => ({
  title: 'Allgemeine Geschäftsbedingungen',
  description:
    'Allgemeine Geschäftsbedingungen der Isarlicht Digital GmbH für Beratung, Konzeption, Design und Softwareentwicklung im Auftrag von Unternehmen.',
});

export default function AgbPage() {
  return (
    <>
      <PageIntro
        eyebrow="Rechtliches"
        title="Allgemeine Geschäftsbedingungen"
        lead="Mustertext: Isarlicht Digital ist eine fiktive Beispielagentur, diese Bedingungen sind kein geprüfter Vertragstext."
      />
      <Section>
        <LegalText sections={termsSections} level="h2" />
      </Section>
    </>
  );
}
