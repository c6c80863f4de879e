import { Link } from 'react-router-dom';
import { paths, type ServiceId } from '@isarlicht/shared';
import { Section } from '@isarlicht/shared/ui';
import { glossaryTerms } from '../content/glossary';
import styles from './related-terms.module.css';

interface RelatedTermsProps {
  readonly serviceId: ServiceId;
  readonly backTo: { readonly to: string; readonly label: string };
}

/** Glossary terms that explain the vocabulary of a service. */
export function RelatedTerms({ serviceId, backTo }: RelatedTermsProps) {
  const terms = glossaryTerms.filter((term) => (term.serviceIds as readonly string[]).includes(serviceId));
  return (
    <Section title="Begriffe kurz erklärt" id="begriffe">
      {terms.length > 0 ? (
        <ul className={styles.terms}>
          {terms.map((term) => (
            <li key={term.id}>
              <Link to={paths.glossaryTerm(term.id)}>{term.term}</Link>
            </li>
          ))}
        </ul>
      ) : null}
      <p>
        <Link to={backTo.to}>← {backTo.label}</Link>
      </p>
    </Section>
  );
}
