import type { LegalSection } from '../content/legal';
import styles from './legal-text.module.css';

/** Legal sections as a readable column, each with an anchor for deep links. */
export function LegalText({ sections }: { readonly sections: readonly LegalSection[] }) {
  return (
    <div className={styles.legal}>
      {sections.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-titel`}>
          <h3 id={`${section.id}-titel`}>{section.title}</h3>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
    </div>
  );
}
