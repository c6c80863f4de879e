import { paths } from '@isarlicht/contracts/routes/paths';
import type { PageMeta, PageProps, RouteParams } from '@isarlicht/contracts/pages/page-module';
import { PageIntro } from '@isarlicht/ui/page-intro';
import { RichText } from '@isarlicht/ui/rich-text';
import { Section } from '@isarlicht/ui/section';
import { CheckList } from '../../components/check-list';
import { RelatedLinks } from '../../components/related-links';
import { SplitLayout } from '../../components/split-layout';
import { serviceLinks } from '../../content/links';
import { methodLinks, roleLinks } from '../../content/method-links';
import { findRole } from '../../content/roles';
import type { Role } from '../../content/types';

/**
 * A practice the glossary also defines is titled by what our teams do with it, so its
 * page and the term's definition answer different searches instead of competing for one.
 */
const pageTitle = (role: Role): string => (role.glossaryTermId ? `So arbeiten wir mit ${role.title}` : role.title);

export const meta = (params: RouteParams): PageMeta | null => {
  const role = findRole(params.roleId);
  return role ? { title: pageTitle(role), description: role.metaDescription } : null;
};

const headings: Record<Role['kind'], { readonly body: string; readonly highlights: string }> = {
  person: { body: 'Die Rolle in unseren Teams', highlights: 'Aufgaben in Ihrem Projekt' },
  practice: { body: 'So setzen wir es ein', highlights: 'Woran Sie es erkennen' },
};

export default function RolePage({ params }: PageProps) {
  const role = findRole(params.roleId);
  if (!role) return null;
  const related = [
    { title: 'Verwandte Rollen und Praktiken', links: roleLinks(role.related.roles) },
    { title: 'Methoden', links: methodLinks(role.related.methods) },
    { title: 'Passende Leistungen', links: serviceLinks(role.related.services) },
    {
      title: 'Im Glossar',
      links: role.glossaryTermId ? [{ to: paths.glossaryTerm(role.glossaryTermId), label: `${role.title}: die Definition` }] : [],
    },
  ];
  return (
    <>
      <PageIntro eyebrow="Rollen und Methoden" title={pageTitle(role)} lead={role.teaser} />
      <Section title={headings[role.kind].body} id="beschreibung">
        <SplitLayout
          asideLabelledBy="schwerpunkte-titel"
          aside={
            <>
              <h3 id="schwerpunkte-titel">{headings[role.kind].highlights}</h3>
              <CheckList items={role.highlights} />
            </>
          }
        >
          <RichText text={role.body} />
        </SplitLayout>
      </Section>
      <Section title="Weiterlesen" id="weiterlesen" tone="alt">
        <RelatedLinks label={`Weiterführende Seiten zu ${role.title}`} groups={related} />
      </Section>
    </>
  );
}
