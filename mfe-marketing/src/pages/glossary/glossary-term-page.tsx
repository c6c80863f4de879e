import { Link } from 'react-router-dom';
import { paths, type PageMeta, type PageProps, type RouteParams } from '@isarlicht/shared';
import { CardGrid, PageIntro, Section } from '@isarlicht/shared/ui';
import { findGlossaryTerm, findService } from '../../content/lookup';

export const meta = (params: RouteParams): PageMeta | null => {
  const term = findGlossaryTerm(params.termId);
  if (!term) return null;
  const description = `${term.term}: ${term.definition}`;
  return { title: `${term.term} – Glossar`, description: description.length > 160 ? `${description.slice(0, 157)}…` : description };
};

export default function GlossaryTermPage({ params }: PageProps) {
  const term = findGlossaryTerm(params.termId);
  if (!term) return null;
  const services = term.serviceIds.flatMap((id) => {
    const service = findService(id);
    return service ? [{ to: paths.service(id), title: service.title, text: service.teaser }] : [];
  });
  return (
    <>
      <PageIntro eyebrow="Glossar" title={term.term} lead={term.definition} />
      <Section title="Leistungen zu diesem Begriff" id="leistungen" tone="alt">
        <CardGrid items={services} />
        <p>
          <Link to={paths.glossary}>← Zum Glossar</Link>
        </p>
      </Section>
    </>
  );
}
