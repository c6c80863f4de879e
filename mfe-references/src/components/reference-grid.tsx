import type { Reference } from '../content/types';
import { ReferenceCard } from './reference-card';
import styles from './reference-grid.module.css';

interface ReferenceGridProps {
  readonly references: readonly Reference[];
  /** Names the list for screen readers when the surrounding heading does not. */
  readonly label?: string;
  readonly headingLevel?: 'h2' | 'h3';
}

export function ReferenceGrid({ references, label, headingLevel }: ReferenceGridProps) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {references.map((reference) => (
        <li key={reference.slug}>
          <ReferenceCard reference={reference} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
