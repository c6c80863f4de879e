import { paths, type PageMeta, type PageProps, type RouteParams } from '@isarlicht/shared';
import { CardGrid, Link, PageIntro, Section } from '@isarlicht/shared/ui';
import { RelatedLinks } from '../../components/related-links';
import { findGlossaryTerm } from '../../content/glossary';
import { findService } from '../../content/services';
import { glossaryTitle } from './glossary-title';
import { relatedTerms } from './related-terms';

export const meta = (params: RouteParams): PageMeta | null => {
  const term = findGlossaryTerm(params.termId);
  return term ? { title: glossaryTitle(term.term), description: term.metaDescription } : null;
};

export default function GlossaryTermPage({ params }: PageProps) {
  const term = findGlossaryTerm(params.termId);
  if (!term) return null;
  const services = term.serviceIds.flatMap((id) => {
    const service = findService(id);
    return service ? [{ to: paths.service(id), title: service.title, text: service.teaser }] : [];
  });
  const neighbours = relatedTerms(term).map((other) => ({ to: paths.glossaryTerm(other.id), label: other.term }));
  return (
    <>
      <PageIntro eyebrow="Glossar" title={term.term} lead={term.definition} />
      <Section title="Leistungen zu diesem Begriff" id="leistungen" tone="alt">
        <CardGrid items={services} />
      </Section>
      <Section title="Weiterlesen" id="weiterlesen">
        <RelatedLinks label={`Verwandte Begriffe zu ${term.term}`} groups={[{ title: 'Verwandte Begriffe', links: neighbours }]} />
        <p>
          <Link to={paths.glossary}>Zurück zum Glossar von A bis Z</Link>
        </p>
      </Section>
    </>
  );
}
