import { coreServiceIds, paths, type PageMeta } from '@isarlicht/shared';
import { CardGrid, PageIntro, Section } from '@isarlicht/shared/ui';
import { ModalButton } from '../../components/modal-button';
import { services } from '../../content/services';

export const meta = (): PageMeta => ({
  title: 'Leistungen',
  description:
    'KI-Entwicklung, Webanwendungen, MVPs in 8 Wochen, Digitalstrategie und No-Code: alle 37 Leistungen von Isarlicht Digital aus München im Überblick.',
});

const isCore = (id: string) => (coreServiceIds as readonly string[]).includes(id);
const toCard = (service: (typeof services)[number]) => ({
  to: paths.service(service.id),
  title: service.title,
  text: service.teaser,
});

export default function ServicesPage() {
  return (
    <>
      <PageIntro
        eyebrow="Leistungen"
        title="Software, die Ihr Geschäft voranbringt"
        lead="Fünf Schwerpunkte, 37 konkrete Leistungen: Wir begleiten Sie von der Strategie über das erste MVP bis zu Plattformen, die tausende Nutzer:innen täglich verwenden."
      >
        <ModalButton modal="booking" />
      </PageIntro>
      <Section title="Unsere Schwerpunkte" id="schwerpunkte">
        <CardGrid items={services.filter((service) => isCore(service.id)).map(toCard)} />
      </Section>
      <Section title="Alle Leistungen" id="alle-leistungen" tone="alt">
        <CardGrid items={services.filter((service) => !isCore(service.id)).map(toCard)} />
      </Section>
    </>
  );
}
