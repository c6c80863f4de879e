import type { PageMeta, PageProps, RouteParams } from '@isarlicht/contracts/pages/page-module';
import { Section } from '@isarlicht/ui/section';
import { BookingCta } from '../../components/booking-cta';
import { DetailColumns, DetailPage } from '../../components/detail-page';
import { Quote } from '../../components/quote';
import { ReferenceGrid } from '../../components/reference-grid';
import { findReference } from '../../content/lookup';
import { references } from '../../content/references';
import { relatedReferences } from '../../content/related-references';
import { BootcampDetails } from './bootcamp-details';
import { ReferenceFacts } from './reference-facts';
import { ReferenceHero } from './reference-hero';
import { ReferenceStory } from './reference-story';
import styles from './reference-page.module.css';

export const meta = (params: RouteParams): PageMeta | null => {
  const reference = findReference(params.slug);
  return reference ? { title: reference.title, description: reference.metaDescription } : null;
};

export default function ReferencePage({ params }: PageProps) {
  const reference = findReference(params.slug);
  if (!reference) return null;
  // The bootcamp lists its own projects; "related" should then point elsewhere.
  const related = relatedReferences(reference, references, {
    exclude: reference.kind === 'workshop' ? reference.workshopProjects : [],
  });
  return (
    <DetailPage>
      <ReferenceHero reference={reference} />
      <Section>
        <DetailColumns>
          <ReferenceStory reference={reference} />
          <ReferenceFacts reference={reference} />
        </DetailColumns>
      </Section>
      {reference.kind === 'workshop' ? <BootcampDetails reference={reference} /> : null}
      {reference.testimony ? (
        <Section>
          <div className={styles.testimony}>
            <Quote
              quote={reference.testimony.quote}
              author={reference.testimony.author}
              source={reference.testimony.position}
              size="large"
            />
          </div>
        </Section>
      ) : null}
      {related.length > 0 ? (
        <Section title="Ähnliche Projekte" id="aehnliche-projekte" tone="alt">
          <ReferenceGrid references={related} />
        </Section>
      ) : null}
      <BookingCta
        title="Sie planen ein ähnliches Vorhaben?"
        text="Erzählen Sie uns im Erstgespräch, was Sie vorhaben. Wir zeigen Ihnen, wie ein erster Schritt aussehen kann – ob dreitägiges Bootcamp oder ein erstes MVP."
      />
    </DetailPage>
  );
}
