import { Section } from '@isarlicht/ui/section';
import { TagList } from '@isarlicht/ui/tag-list';
import { CheckList } from '../../components/check-list';
import styles from './service-results.module.css';

interface ServiceResultsProps {
  readonly outcomes: readonly string[];
  readonly technologies: readonly string[];
}

/** What the client ends up with, next to the tools we typically use for it. */
export function ServiceResults({ outcomes, technologies }: ServiceResultsProps) {
  return (
    <Section title="Ergebnisse und Technologien" id="ergebnisse" tone="alt">
      <div className={styles.columns}>
        <div>
          <h3 className={styles.title}>Was Sie am Ende haben</h3>
          <CheckList items={outcomes} />
        </div>
        <div>
          <h3 className={styles.title}>Womit wir häufig arbeiten</h3>
          <TagList items={technologies} label="Technologien" tone="technology" />
        </div>
      </div>
    </Section>
  );
}
