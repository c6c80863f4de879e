import type { PageMeta } from '@isarlicht/shared';
import { PageIntro, Section } from '@isarlicht/shared/ui';
import { LegalText } from '../../components/legal-text';
import { termsSections } from '../../content/legal';

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
        lead="Die Spielregeln unserer Zusammenarbeit – kurz, verständlich und für Unternehmen als Auftraggeber."
      />
      <Section>
        <LegalText sections={termsSections} />
      </Section>
    </>
  );
}
