import { paths, type PageMeta, type PageProps, type RouteParams } from '@isarlicht/shared';
import { CardGrid, PageIntro, Section } from '@isarlicht/shared/ui';
import { findMethod } from '../../content/lookup';
import { methods } from '../../content/methods';

export const meta = (params: RouteParams): PageMeta | null => {
  const method = findMethod(params.methodId);
  return method ? { title: method.title, description: method.metaDescription } : null;
};

export default function MethodPage({ params }: PageProps) {
  const method = findMethod(params.methodId);
  if (!method) return null;
  const others = methods.filter((other) => other.id !== method.id);
  return (
    <>
      <PageIntro eyebrow="Methoden" title={method.title} lead={method.teaser} />
      <Section title="Weitere Methoden" id="weitere-methoden" tone="alt">
        <CardGrid items={others.map((other) => ({ to: paths.method(other.id), title: other.title, text: other.teaser }))} />
      </Section>
    </>
  );
}
