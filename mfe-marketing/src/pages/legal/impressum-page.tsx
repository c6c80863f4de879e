import type { PageMeta } from '@isarlicht/shared';
import { PageIntro, Section } from '@isarlicht/shared/ui';
import { LegalText } from '../../components/legal-text';
import { impressumSections, privacySections } from '../../content/legal';

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
        lead="Wer hinter dieser Website steht und wie wir mit Ihren Daten umgehen."
      />
      <Section title="Anbieter" id="impressum">
        <LegalText sections={impressumSections} />
      </Section>
      <Section title="Datenschutz" id="datenschutz" tone="alt">
        <LegalText sections={privacySections} />
      </Section>
    </>
  );
}
