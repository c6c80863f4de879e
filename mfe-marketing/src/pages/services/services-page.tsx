import { coreServiceIds, isOneOf } from '@isarlicht/contracts/routes/ids';
import { paths } from '@isarlicht/contracts/routes/paths';
import type { PageMeta } from '@isarlicht/contracts/pages/page-module';
import { CardGrid, type CardItem } from '@isarlicht/ui/card-grid';
import { PageIntro } from '@isarlicht/ui/page-intro';
import { Section } from '@isarlicht/ui/section';
import { CtaBand } from '../../components/cta-band';
import { ModalButton } from '../../components/modal-button';
import { findService, serviceGroups, services } from '../../content/services';
import type { ServiceSummary } from '../../content/types';
import styles from './services-page.module.css';

export const meta = (): PageMeta => ({
  title: 'Leistungen',
  description:
    'KI-Entwicklung, Webanwendungen, MVP-Entwicklung, Digitalstrategie, No-Code und Automatisierung: alle 37 Leistungen unserer Münchner Agentur im Überblick.',
});

const isCore = (service: ServiceSummary) => isOneOf(coreServiceIds, service.id);
const coreServices = coreServiceIds.flatMap((id) => findService(id) ?? []);
const toCard = (service: ServiceSummary): CardItem => ({ to: paths.service(service.id), title: service.title, text: service.teaser });

export default function ServicesPage() {
  return (
    <>
      <PageIntro
        eyebrow="Leistungen"
        title="Software, die Ihr Geschäft voranbringt"
        lead={`Fünf Schwerpunkte, ${services.length} konkrete Leistungen: Wir begleiten Sie von der Strategie über das erste MVP bis zu Plattformen, die tausende Nutzer:innen täglich verwenden.`}
      >
        <ModalButton modal="booking" />
      </PageIntro>
      <Section title="Unsere Schwerpunkte" id="schwerpunkte">
        <CardGrid items={coreServices.map(toCard)} />
      </Section>
      {serviceGroups.map((group, index) => (
        <Section key={group.id} title={group.title} id={group.id} tone={index % 2 === 0 ? 'alt' : 'plain'}>
          <p className={styles.intro}>{group.intro}</p>
          <CardGrid items={group.services.filter((service) => !isCore(service)).map(toCard)} />
        </Section>
      ))}
      <CtaBand
        title="Nicht sicher, welche Leistung passt?"
        text="Beschreiben Sie uns Ihr Vorhaben in einem kostenlosen Erstgespräch – wir ordnen es ein und schlagen den kleinsten sinnvollen ersten Schritt vor."
      />
    </>
  );
}
