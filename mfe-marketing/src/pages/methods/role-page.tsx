import { paths, type PageMeta, type PageProps, type RouteParams } from '@isarlicht/shared';
import { CardGrid, PageIntro, Section } from '@isarlicht/shared/ui';
import { findRole } from '../../content/lookup';
import { methods } from '../../content/methods';

export const meta = (params: RouteParams): PageMeta | null => {
  const role = findRole(params.roleId);
  return role ? { title: role.title, description: role.metaDescription } : null;
};

export default function RolePage({ params }: PageProps) {
  const role = findRole(params.roleId);
  if (!role) return null;
  return (
    <>
      <PageIntro eyebrow="Rollen und Methoden" title={role.title} lead={role.teaser} />
      <Section title="So arbeiten unsere Teams" id="methoden" tone="alt">
        <CardGrid items={methods.map((method) => ({ to: paths.method(method.id), title: method.title, text: method.teaser }))} />
      </Section>
    </>
  );
}
