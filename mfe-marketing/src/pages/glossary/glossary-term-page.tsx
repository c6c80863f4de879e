import { paths } from '@isarlicht/contracts/routes/paths';
import type { PageMeta, PageProps, RouteParams } from '@isarlicht/contracts/pages/page-module';
import { CardGrid } from '@isarlicht/ui/card-grid';
import { Link } from '@isarlicht/ui/link';
import { PageIntro } from '@isarlicht/ui/page-intro';
import { RichText } from '@isarlicht/ui/rich-text';
import { Section } from '@isarlicht/ui/section';
import { RelatedLinks } from '../../components/related-links';
import { findGlossaryTerm } from '../../content/glossary';
import { findGlossaryArticle } from '../../content/glossary/find-article';
import { referenceLinks } from '../../content/links';
import { roleLinks } from '../../content/method-links';
import { findService } from '../../content/services';
import { glossaryTitle } from './glossary-title';
import styles from './glossary-term-page.module.css';
import { relatedTerms } from './related-terms';

export const meta = (params: RouteParams): PageMeta | null => {
  const term = findGlossaryTerm(params.termId);
  const article = findGlossaryArticle(params.termId);
  return term && article ? { title: glossaryTitle(term.term), description: article.metaDescription } : null;
};

export default function GlossaryTermPage({ params }: PageProps) {
  const term = findGlossaryTerm(params.termId);
  const article = findGlossaryArticle(params.termId);
  if (!term || !article) return null;
  const services = term.serviceIds.flatMap((id) => {
    const service = findService(id);
    return service ? [{ to: paths.service(id), title: service.title, text: service.teaser }] : [];
  });
  const neighbours = relatedTerms(term).map((other) => ({ to: paths.glossaryTerm(other.id), label: other.term }));
  const further = [
    { title: 'Referenzen', links: referenceLinks(article.references) },
    {
      title: 'Unsere Arbeitsweise',
      links: (article.practicePage ? roleLinks([article.practicePage]) : []).map((link) => ({
        ...link,
        label: `So arbeiten wir mit ${link.label}`,
      })),
    },
  ];
  return (
    <>
      <PageIntro eyebrow="Glossar" title={term.term} lead={article.definition} />
      <Section title="Aus unseren Projekten" id="praxis">
        <RichText text={article.body} />
        {further.some((group) => group.links.length > 0) ? (
          <div className={styles.further}>
            <RelatedLinks label={`Projekte und Arbeitsweise zu ${term.term}`} groups={further} />
          </div>
        ) : null}
      </Section>
      <Section title="Wann es für Sie wichtig wird" id="bedeutung" tone="alt">
        <RichText text={[article.relevance]} />
      </Section>
      <Section title="Leistungen zu diesem Begriff" id="leistungen">
        <CardGrid items={services} />
      </Section>
      <Section title="Weiterlesen" id="weiterlesen" tone="alt">
        <RelatedLinks label={`Verwandte Begriffe zu ${term.term}`} groups={[{ title: 'Verwandte Begriffe', links: neighbours }]} />
        <p>
          <Link to={paths.glossary}>Zurück zum Glossar von A bis Z</Link>
        </p>
      </Section>
    </>
  );
}
