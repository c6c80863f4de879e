import { paths, type PageMeta } from '@isarlicht/shared';
import { CardGrid, PageIntro, Section } from '@isarlicht/shared/ui';
import { industries } from '../../content/industries';
import type { Industry } from '../../content/types';

/** The overview leads with these three (SPEC section 9). */
const overviewFeatured = ['real-estate', 'logistics', 'startups'] as const;

export const meta = (): PageMeta => ({
  title: 'Software für Ihre Branche',
  description:
    'Software für Immobilien, Logistik, Startups, Mittelstand, E-Commerce, Versicherungen und mehr: Branchenlösungen von Isarlicht Digital aus München.',
});

const toCard = (industry: Industry) => ({ to: paths.industry(industry.id), title: industry.title, text: industry.description });

export default function IndustriesPage() {
  const isFeatured = (industry: Industry) => (overviewFeatured as readonly string[]).includes(industry.id);
  return (
    <>
      <PageIntro
        eyebrow="Branchen"
        title="Software für Ihre Branche"
        lead="Jede Branche hat ihre eigenen Abläufe, Vorschriften und Systeme. Wir kennen sie aus unseren Projekten und starten deshalb nicht bei null."
      />
      <Section title="Schwerpunkte" id="schwerpunkte">
        <CardGrid items={industries.filter(isFeatured).map(toCard)} />
      </Section>
      <Section title="Weitere Branchen" id="weitere" tone="alt">
        <CardGrid items={industries.filter((industry) => !isFeatured(industry)).map(toCard)} />
      </Section>
    </>
  );
}
