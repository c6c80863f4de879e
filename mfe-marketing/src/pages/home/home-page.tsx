import { coreServiceIds } from '@isarlicht/contracts/routes/ids';
import { industryNames, referenceTitles } from '@isarlicht/site-content/names/page-names';
import { paths } from '@isarlicht/contracts/routes/paths';
import { siteConfig } from '@isarlicht/site-content/site-config';
import type { PageMeta } from '@isarlicht/contracts/pages/page-module';
import { Link } from '@isarlicht/ui/link';
import { Section } from '@isarlicht/ui/section';
import { CtaBand } from '../../components/cta-band';
import { StepList } from '../../components/step-list';
import { findService } from '../../content/services';
import { featuredIndustries, featuredReferences, processSteps } from './home-content';
import { HomeHero } from './home-hero';
import { TeaserCards } from './teaser-cards';
import styles from './home-page.module.css';

export const meta = (): PageMeta => ({
  title: 'Digitalagentur für KI und Web in München',
  description: siteConfig.seo.description,
});

const coreServices = coreServiceIds.flatMap((id) => {
  const service = findService(id);
  return service ? [{ to: paths.service(id), title: service.title, text: service.teaser }] : [];
});

const references = featuredReferences.map((reference) => ({
  to: paths.reference(reference.slug),
  title: referenceTitles[reference.slug],
  text: reference.text,
  label: reference.label,
}));

export default function HomePage() {
  return (
    <>
      <HomeHero />
      <Section title="Was wir für Sie entwickeln" id="leistungen">
        <TeaserCards items={coreServices} allTo={paths.services} allLabel="Alle Leistungen ansehen" />
      </Section>
      <Section title="So arbeiten wir" id="prozess" tone="alt">
        <StepList steps={processSteps} />
      </Section>
      <Section title="Ausgewählte Projekte" id="referenzen">
        <TeaserCards items={references} allTo={paths.references} allLabel="Alle Referenzen ansehen" />
      </Section>
      <Section title="Software für Ihre Branche" id="branchen" tone="alt">
        <p className={styles.text}>
          Ob Immobilienverwaltung, Spedition oder Versicherer: Wir kennen die Abläufe, Systeme und Vorschriften der Branchen, für die wir
          entwickeln.
        </p>
        <ul className={styles.industries}>
          {featuredIndustries.map((id) => (
            <li key={id}>
              <Link to={paths.industry(id)}>{industryNames[id]}</Link>
            </li>
          ))}
          <li>
            <Link to={paths.industries}>Alle Branchen</Link>
          </li>
        </ul>
      </Section>
      <CtaBand
        title="Was soll Ihr Produkt als Erstes können?"
        text="Im kostenlosen Erstgespräch klären wir Ihr Ziel und den kleinsten sinnvollen ersten Schritt. Oder fragen Sie unseren KI-Assistenten – er ist rund um die Uhr erreichbar."
      />
    </>
  );
}
