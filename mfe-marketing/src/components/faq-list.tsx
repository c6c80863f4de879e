import type { FaqEntry } from '../content/types';
import styles from './faq-list.module.css';

/** Questions as disclosure widgets: readable without script, answers stay in the page text. */
export function FaqList({ entries }: { readonly entries: readonly FaqEntry[] }) {
  return (
    <div className={styles.faq}>
      {entries.map((entry) => (
        <details key={entry.question} className={styles.item}>
          <summary className={styles.question}>{entry.question}</summary>
          <p className={styles.answer}>{entry.answer}</p>
        </details>
      ))}
    </div>
  );
}
