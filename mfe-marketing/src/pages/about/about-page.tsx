import { paths, siteConfig, type PageMeta } from '@isarlicht/shared';
import { CardGrid, PageIntro, Section } from '@isarlicht/shared/ui';
import { ModalButton } from '../../components/modal-button';
import { methods } from '../../content/methods';
import { values } from './about-content';
import styles from './about-page.module.css';

export const meta = (): PageMeta => ({
  title: 'Über uns',
  description:
    'Isarlicht Digital ist eine Digitalagentur aus München: cross-funktionale Teams, agile Arbeitsweise und Holakratie für KI-Lösungen, Webanwendungen und MVPs.',
});

export default function AboutPage() {
  const { address } = siteConfig;
  return (
    <>
      <PageIntro
        eyebrow="Über uns"
        title="Ein Team aus München, das Produkte zu Ende denkt"
        lead="Isarlicht Digital verbindet Produktmanagement, Design und Entwicklung unter einem Dach. Wir arbeiten mit Mittelständlern, Konzernbereichen und Startups, die nicht nur ein Konzept, sondern laufende Software wollen."
      >
        <ModalButton modal="booking" />
      </PageIntro>
      <Section title="Wie wir arbeiten" id="arbeitsweise">
        <CardGrid items={methods.map((method) => ({ to: paths.method(method.id), title: method.title, text: method.teaser }))} />
      </Section>
      <Section title="Wofür wir stehen" id="werte" tone="alt">
        <dl className={styles.values}>
          {values.map((value) => (
            <div key={value.title}>
              <dt>{value.title}</dt>
              <dd>{value.text}</dd>
            </div>
          ))}
        </dl>
      </Section>
      <Section title="Besuchen Sie uns" id="standort">
        <p>
          Unser Büro liegt zwischen Isartor und Deutschem Museum: {address.street}, {address.postalCode} {address.city}. Die
          S-Bahn-Station Isartor ist fünf Gehminuten entfernt.
        </p>
      </Section>
    </>
  );
}
