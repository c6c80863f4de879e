import type { PageMeta, PageProps, RouteParams } from '@isarlicht/contracts/pages/page-module';
import { RichText } from '@isarlicht/ui/rich-text';
import { Section } from '@isarlicht/ui/section';
import { BookingCta } from '../../components/booking-cta';
import { DetailColumns, DetailPage } from '../../components/detail-page';
import { industryColorStyle } from '../../components/industry-color';
import { Quote } from '../../components/quote';
import { ReferenceGrid } from '../../components/reference-grid';
import { findIndustry, referencesBySlugs } from '../../content/lookup';
import { IndustryHero } from './industry-hero';
import { IndustryServices } from './industry-services';
import { PointList } from './point-list';
import styles from './industry-page.module.css';

export const meta = (params: RouteParams): PageMeta | null => {
  const industry = findIndustry(params.industryId);
  return industry ? { title: industry.seoTitle, description: industry.metaDescription, exactTitle: true } : null;
};

export default function IndustryPage({ params }: PageProps) {
  const industry = findIndustry(params.industryId);
  if (!industry) return null;
  return (
    <DetailPage style={industryColorStyle(industry.color)}>
      <IndustryHero industry={industry} />
      <Section>
        <DetailColumns>
          <div>
            <h2 className={styles.heading}>Ausgangslage und Ansatz</h2>
            <RichText text={industry.longDescription} />
          </div>
          <IndustryServices services={industry.services} />
        </DetailColumns>
      </Section>
      <Section tone="alt">
        <div className={styles.columns}>
          <PointList title="Typische Herausforderungen" items={industry.challenges} marker="challenge" />
          <PointList title="Unsere Lösungen" items={industry.solutions} marker="solution" />
        </div>
      </Section>
      <Section title={`Referenzen: ${industry.shortTitle}`} id="referenzen">
        <ReferenceGrid references={referencesBySlugs(industry.references)} />
      </Section>
      <Section title="Stimmen aus Projekten" id="stimmen" tone="alt">
        <ul className={styles.quotes}>
          {industry.testimonials.map((testimonial) => (
            <li key={testimonial.quote}>
              <Quote quote={testimonial.quote} author={testimonial.author} source={testimonial.company} />
            </li>
          ))}
        </ul>
      </Section>
      <BookingCta
        title={`Software ${industry.softwareFor}: Wo fangen wir an?`}
        text="Im Erstgespräch sortieren wir gemeinsam, welche Abläufe Sie am meisten Zeit kosten und welcher erste Schritt sich schnell auszahlt."
      />
    </DetailPage>
  );
}
