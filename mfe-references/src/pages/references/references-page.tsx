import { paths, type PageMeta } from '@isarlicht/shared';
import { CardGrid, PageIntro, Section } from '@isarlicht/shared/ui';
import { orderReferences } from '../../content/order-references';
import { references } from '../../content/references';

export const meta = (): PageMeta => ({
  title: 'Referenzen',
  description:
    'Referenzen von Isarlicht Digital: Buchungsplattformen, KI-Anwendungen, Recruiting-Lösungen und MVPs, gebaut mit Unternehmen aus ganz Deutschland.',
});

export default function ReferencesPage() {
  const items = orderReferences(references).map((reference) => ({
    to: paths.reference(reference.slug),
    title: reference.title,
    text: reference.shortDescription,
    label: reference.tags.join(' · '),
  }));
  return (
    <>
      <PageIntro
        eyebrow="Referenzen"
        title="Projekte, die im Betrieb überzeugen"
        lead="Ein Auszug aus unserer Arbeit: von der Idee im Bootcamp über das MVP bis zur Plattform mit tausenden Nutzer:innen. Vertrauliche Projekte zeigen wir anonymisiert."
      />
      <Section>
        <CardGrid items={items} />
      </Section>
    </>
  );
}
