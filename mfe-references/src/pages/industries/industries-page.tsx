import type { PageMeta } from '@isarlicht/contracts/pages/page-module';
import { PageIntro } from '@isarlicht/ui/page-intro';
import { Section } from '@isarlicht/ui/section';
import { BookingCta } from '../../components/booking-cta';
import { industries } from '../../content/industries';
import type { Industry } from '../../content/types';
import { IndustryCard } from './industry-card';
import styles from './industries-page.module.css';

/** The overview leads with these three (docs/product.md section 4). */
const overviewFeatured = ['real-estate', 'logistics', 'startups'] as const;

export const meta = (): PageMeta => ({
  title: 'Software für Ihre Branche',
  description:
    'Software für Immobilien, Logistik, Startups, Mittelstand, E-Commerce, Versicherungen und weitere Branchen: Herausforderungen, Lösungen und Referenzen.',
});

const isLead = (industry: Industry) => (overviewFeatured as readonly string[]).includes(industry.id);
const lead = industries.filter(isLead);
// Among the rest, the entries marked featured in the content come first.
const rest = industries.filter((industry) => !isLead(industry)).sort((a, b) => Number(Boolean(b.featured)) - Number(Boolean(a.featured)));

export default function IndustriesPage() {
  return (
    <>
      <PageIntro
        eyebrow="Branchen"
        title="Software für Ihre Branche"
        lead="Jede Branche hat ihre eigenen Abläufe, Vorschriften und Systeme. Wir kennen sie aus unseren Projekten und starten deshalb nicht bei null."
      />
      <Section title="Schwerpunkte" id="schwerpunkte">
        <ul className={styles.lead}>
          {lead.map((industry) => (
            <li key={industry.id}>
              <IndustryCard industry={industry} prominent />
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Weitere Branchen" id="weitere" tone="alt">
        <ul className={styles.rest}>
          {rest.map((industry) => (
            <li key={industry.id}>
              <IndustryCard industry={industry} />
            </li>
          ))}
        </ul>
      </Section>
      <BookingCta
        title="Ihre Branche ist nicht dabei?"
        text="Viele unserer Lösungen lassen sich übertragen. Im Erstgespräch finden wir heraus, was Ihre Abläufe besonders macht und wo Software am meisten bewirkt."
      />
    </>
  );
}
