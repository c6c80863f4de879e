import { paths } from '@isarlicht/contracts/routes/paths';
import type { PageMeta } from '@isarlicht/contracts/pages/page-module';
import { CardGrid } from '@isarlicht/ui/card-grid';
import { Link } from '@isarlicht/ui/link';
import { PageIntro } from '@isarlicht/ui/page-intro';
import { PostalAddress } from '@isarlicht/ui/postal-address';
import { RichText } from '@isarlicht/ui/rich-text';
import { Section } from '@isarlicht/ui/section';
import teamArt from '../../assets/about-team.svg';
import { CtaBand } from '../../components/cta-band';
import { RelatedLinks } from '../../components/related-links';
import { roleLinks } from '../../content/method-links';
import { methods } from '../../content/methods';
import { roles } from '../../content/roles';
import { PrincipleList } from '../methods/principle-list';
import { introParagraphs, teamIntro, values } from './about-content';
import { agencyFacts, founders, leads } from './team';
import { TeamList } from './team-list';
import styles from './about-page.module.css';

export const meta = (): PageMeta => ({
  title: 'Über uns',
  description: `${agencyFacts.founded} in München gegründet, ${agencyFacts.staff} Mitarbeitende in festen Teams für KI-Lösungen, Webanwendungen und MVPs: die Menschen hinter der Agentur.`,
});

const people = roleLinks(roles.filter((role) => role.kind === 'person').map((role) => role.id));
const practices = roleLinks(roles.filter((role) => role.kind === 'practice').map((role) => role.id));

export default function AboutPage() {
  return (
    <>
      <PageIntro
        eyebrow="Über uns"
        title="Ein Team aus München, das Produkte zu Ende denkt"
        lead="Isarlicht Digital verbindet Produktmanagement, Design und Entwicklung in festen Teams. Wir arbeiten mit mittelständischen Unternehmen, Konzernbereichen und Startups, die nicht nur ein Konzept, sondern laufende Software wollen."
      />
      <Section title="Wer wir sind" id="wer-wir-sind">
        <div className={styles.intro}>
          <RichText text={introParagraphs} />
          <img className={styles.art} src={teamArt} alt="" width="480" height="400" loading="lazy" />
        </div>
      </Section>
      <Section title="Die Menschen hinter Isarlicht Digital" id="team" tone="alt">
        <p className={styles.text}>{teamIntro}</p>
        <dl className={styles.facts}>
          <div>
            <dt>Gegründet</dt>
            <dd>{agencyFacts.founded} in München</dd>
          </div>
          <div>
            <dt>Team</dt>
            <dd>{agencyFacts.staff} Mitarbeitende in München</dd>
          </div>
          <div>
            <dt>Partnerstudios</dt>
            <dd>{agencyFacts.partnerStudios}</dd>
          </div>
        </dl>
        <h3 className={styles.subheading}>Gründung und Geschäftsführung</h3>
        <TeamList members={founders} label="Gründung und Geschäftsführung" />
        <h3 className={styles.subheading}>Leitung der Fachbereiche</h3>
        <TeamList members={leads} label="Leitung der Fachbereiche" />
      </Section>
      <Section title="Wie wir arbeiten" id="arbeitsweise">
        <CardGrid items={methods.map((method) => ({ to: paths.method(method.id), title: method.title, text: method.teaser }))} />
      </Section>
      <Section title="Rollen und Praktiken in unseren Teams" id="rollen" tone="alt">
        <RelatedLinks
          label="Rollen und Praktiken"
          groups={[
            { title: 'Rollen', links: people },
            { title: 'Praktiken', links: practices },
          ]}
        />
      </Section>
      <Section title="Wofür wir stehen" id="werte">
        <PrincipleList principles={values} />
      </Section>
      <Section title="Besuchen Sie uns" id="standort" tone="alt">
        <PostalAddress className={styles.address} />
        <p className={styles.text}>
          Unser Büro liegt zwischen Isartor und Deutschem Museum; die S-Bahn-Station Isartor ist fünf Gehminuten entfernt. Anfahrt,
          Öffnungszeiten und Telefonnummer finden Sie auf der <Link to={paths.contact}>Kontaktseite</Link>.
        </p>
      </Section>
      <CtaBand
        title="Lernen Sie uns kennen"
        text="Ein erstes Gespräch dauert 30 Minuten und kostet Sie nichts – per Video oder bei einem Kaffee in unserem Büro an der Isar."
      />
    </>
  );
}
