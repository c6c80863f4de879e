import { paths, type PageMeta, type PageProps, type RouteParams } from '@isarlicht/shared';
import { PageIntro } from '@isarlicht/shared/ui';
import { ModalButton } from '../../components/modal-button';
import { RelatedTerms } from '../../components/related-terms';
import { findService } from '../../content/lookup';

export const meta = (params: RouteParams): PageMeta | null => {
  const service = findService(params.serviceId);
  return service ? { title: service.title, description: service.metaDescription } : null;
};

export default function ServicePage({ params }: PageProps) {
  const service = findService(params.serviceId);
  if (!service) return null;
  return (
    <>
      <PageIntro eyebrow="Leistung" title={service.title} lead={service.teaser}>
        <ModalButton modal="booking" />
        <ModalButton modal="assistant" variant="secondary" />
      </PageIntro>
      <RelatedTerms serviceId={service.id} backTo={{ to: paths.services, label: 'Alle Leistungen' }} />
    </>
  );
}
