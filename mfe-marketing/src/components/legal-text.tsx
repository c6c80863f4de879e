import { RichTextBlocks } from '@isarlicht/ui/rich-text-blocks';
import type { LegalSection } from '../content/legal/types';
import styles from './legal-text.module.css';

interface LegalTextProps {
  readonly sections: readonly LegalSection[];
  /** The level that continues the page outline: h2 directly under the page title, h3 inside a titled section. */
  readonly level?: 'h2' | 'h3';
}

/** Legal sections as a readable column, each with an anchor for deep links. */
export function LegalText({ sections, level: Heading = 'h3' }: LegalTextProps) {
  return (
    <div className={styles.legal}>
      {sections.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-titel`}>
          <Heading id={`${section.id}-titel`} className={styles.heading}>
            {section.title}
          </Heading>
          <RichTextBlocks text={section.text} />
        </section>
      ))}
    </div>
  );
}
