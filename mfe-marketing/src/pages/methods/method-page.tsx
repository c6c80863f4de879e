import type { PageMeta, PageProps, RouteParams } from '@isarlicht/contracts/pages/page-module';
import { PageIntro } from '@isarlicht/ui/page-intro';
import { RichText } from '@isarlicht/ui/rich-text';
import { Section } from '@isarlicht/ui/section';
import { RelatedLinks } from '../../components/related-links';
import { serviceLinks } from '../../content/links';
import { methodLinks, roleLinks } from '../../content/method-links';
import { findMethod } from '../../content/methods';
import { PrincipleList } from './principle-list';

export const meta = (params: RouteParams): PageMeta | null => {
  const method = findMethod(params.methodId);
  return method ? { title: method.title, description: method.metaDescription } : null;
};

export default function MethodPage({ params }: PageProps) {
  const method = findMethod(params.methodId);
  if (!method) return null;
  const related = [
    { title: 'Rollen und Praktiken', links: roleLinks(method.related.roles) },
    { title: 'Weitere Methoden', links: methodLinks(method.related.methods) },
    { title: 'Passende Leistungen', links: serviceLinks(method.related.services) },
  ];
  return (
    <>
      <PageIntro eyebrow="Methoden" title={method.title} lead={method.teaser} />
      <Section title="So arbeiten wir" id="arbeitsweise">
        <RichText text={method.body} />
      </Section>
      <Section title="Woran Sie es im Projekt merken" id="prinzipien" tone="alt">
        <PrincipleList principles={method.principles} />
      </Section>
      <Section title="Weiterlesen" id="weiterlesen">
        <RelatedLinks label={`Weiterführende Seiten zu ${method.title}`} groups={related} />
      </Section>
    </>
  );
}
