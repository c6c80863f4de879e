import { paths } from '@isarlicht/contracts/routes/paths';
import type { PageMeta, PageProps, RouteParams } from '@isarlicht/contracts/pages/page-module';
import { Link } from '@isarlicht/ui/link';
import { PageIntro } from '@isarlicht/ui/page-intro';
import { Section } from '@isarlicht/ui/section';
import { CheckList } from '../../components/check-list';
import { CtaBand } from '../../components/cta-band';
import { FaqList } from '../../components/faq-list';
import { ModalButton } from '../../components/modal-button';
import { RelatedLinks } from '../../components/related-links';
import { StepList } from '../../components/step-list';
import { industryLinks, referenceLinks, serviceLinks, termLinksFor } from '../../content/links';
import { prepareServicePage, useServicePage } from '../../content/services/load-service-page';
import { findService, groupOf } from '../../content/services';
import type { ServiceSummary } from '../../content/types';
import { ServiceOverview } from './service-overview';
import { ServiceResults } from './service-results';
import styles from './service-page.module.css';

export const meta = (params: RouteParams): PageMeta | null => {
  const service = findService(params.serviceId);
  return service ? { title: service.title, description: service.metaDescription } : null;
};

export const prepare = (params: RouteParams): Promise<void> => prepareServicePage(findService(params.serviceId)?.id);

export default function ServicePage({ params }: PageProps) {
  const summary = findService(params.serviceId);
  return summary ? <ServiceContent summary={summary} /> : null;
}

function ServiceContent({ summary }: { readonly summary: ServiceSummary }) {
  const service = useServicePage(summary);
  const group = groupOf(service.id);
  const related = [
    { title: 'Verwandte Leistungen', links: serviceLinks(service.related.services) },
    { title: 'Referenzen', links: referenceLinks(service.related.references) },
    { title: 'Branchen', links: industryLinks(service.related.industries) },
    { title: 'Begriffe aus dem Glossar', links: termLinksFor(service.id) },
  ];
  return (
    <>
      <PageIntro eyebrow={group ? `Leistung · ${group.title}` : 'Leistung'} title={service.title} lead={service.teaser}>
        <ModalButton modal="booking" />
        <ModalButton modal="assistant" variant="secondary" />
      </PageIntro>
      <ServiceOverview intro={service.intro} audience={service.audience} />
      <Section title="Typische Ausgangslagen" id="ausgangslagen" tone="alt">
        <CheckList items={service.problems} marker="open" />
      </Section>
      <Section title="So gehen wir vor" id="vorgehen">
        <StepList steps={service.steps} />
      </Section>
      <ServiceResults outcomes={service.outcomes} technologies={service.technologies} />
      <Section title="Häufige Fragen" id="fragen">
        <FaqList entries={service.faq} />
      </Section>
      <Section title="Weiterlesen" id="weiterlesen" tone="alt">
        <RelatedLinks label={`Weiterführende Seiten zu ${service.title}`} groups={related} />
        <p className={styles.back}>
          <Link to={paths.services}>Alle Leistungen im Überblick</Link>
        </p>
      </Section>
      <CtaBand title="Sprechen wir über Ihr Vorhaben" text={service.cta} />
    </>
  );
}
