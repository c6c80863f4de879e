import { coreServiceIds, paths, siteConfig, type PageMeta } from '@isarlicht/shared';
import { ButtonLink, CardGrid, Section } from '@isarlicht/shared/ui';
import { ModalButton } from '../../components/modal-button';
import { findService } from '../../content/lookup';
import { claims, processSteps } from './home-content';
import styles from './home-page.module.css';

export const meta = (): PageMeta => ({
  title: 'Digitalagentur für KI, Webanwendungen und MVPs in München',
  description: siteConfig.seo.description,
});

const coreServices = coreServiceIds.flatMap((id) => {
  const service = findService(id);
  return service ? [{ to: paths.service(id), title: service.title, text: service.teaser }] : [];
});

export default function HomePage() {
  return (
    <>
      <section className={styles.hero} aria-labelledby="home-heading">
        <div className={styles.heroInner}>
          <p className={styles.eyebrow}>{siteConfig.name} · Digitalagentur aus München</p>
          <h1 id="home-heading" className={styles.title}>
            Aus Ideen werden Produkte, die im Alltag bestehen.
          </h1>
          <p className={styles.lead}>
            Wir entwickeln KI-Lösungen, Webanwendungen und MVPs für Unternehmen, die digital etwas bewegen wollen – in
            cross-funktionalen Teams, mit festen Zeitplänen und Code, den Ihr Team später selbst weiterführen kann.
          </p>
          <div className={styles.actions}>
            <ModalButton modal="booking" />
            <ModalButton modal="assistant" variant="secondary" />
          </div>
          <ul className={styles.claims}>
            {claims.map((claim) => (
              <li key={claim.figure}>
                <strong>{claim.figure}</strong> {claim.text}
              </li>
            ))}
          </ul>
        </div>
      </section>
      <Section title="Was wir für Sie entwickeln" id="leistungen">
        <CardGrid items={coreServices} />
        <p className={styles.more}>
          <ButtonLink to={paths.services} variant="secondary">
            Alle 37 Leistungen ansehen
          </ButtonLink>
        </p>
      </Section>
      <Section title="So arbeiten wir" id="prozess" tone="alt">
        <ol className={styles.steps}>
          {processSteps.map((step) => (
            <li key={step.title}>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </Section>
      <Section title="Projekte und Branchen" id="referenzen">
        <p className={styles.text}>
          Von der Ticketplattform bis zum Fahrzeugdaten-Backend: Unsere Referenzen zeigen, wie wir Projekte angehen – und
          für welche Branchen wir Software bauen.
        </p>
        <div className={styles.actionsRow}>
          <ButtonLink to={paths.references}>Referenzen ansehen</ButtonLink>
          <ButtonLink to={paths.industries} variant="secondary">
            Software für Ihre Branche
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}
