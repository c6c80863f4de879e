import { paths } from '@isarlicht/contracts/routes/paths';
import type { PageMeta } from '@isarlicht/contracts/pages/page-module';
import { Link } from '@isarlicht/ui/link';
import { PageIntro } from '@isarlicht/ui/page-intro';
import { Section } from '@isarlicht/ui/section';
import { glossaryTerms } from '../../content/glossary';
import { groupByLetter } from './group-by-letter';
import styles from './glossary-page.module.css';

export const meta = (): PageMeta => ({
  title: 'Glossar',
  description:
    'Von API bis Workflow-Automatisierung: Fachbegriffe aus KI, Webentwicklung und Produktentwicklung, verständlich erklärt und mit Beispielen aus Projekten.',
});

export default function GlossaryPage() {
  const groups = groupByLetter(glossaryTerms);
  return (
    <>
      <PageIntro
        eyebrow="Glossar"
        title="Fachbegriffe verständlich erklärt"
        lead="Was ist eigentlich RAG, wozu braucht man ein ETL und worin unterscheidet sich Low-Code von No-Code? Jeder Begriff mit Definition, einem Beispiel aus unseren Projekten und der Frage, wann er für Sie wichtig wird."
      />
      <Section>
        <nav aria-label="Buchstaben" className={styles.letters}>
          {groups.map((group) => (
            <a key={group.letter} href={`#buchstabe-${group.letter}`}>
              {group.letter}
            </a>
          ))}
        </nav>
        {groups.map((group) => (
          <section key={group.letter} id={`buchstabe-${group.letter}`} className={styles.group} aria-label={`Buchstabe ${group.letter}`}>
            <h2 className={styles.letter}>{group.letter}</h2>
            <ul className={styles.terms}>
              {group.terms.map((term) => (
                <li key={term.id}>
                  <Link to={paths.glossaryTerm(term.id)}>{term.term}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </Section>
    </>
  );
}
