import type { TitledText } from '../content/types';
import styles from './step-list.module.css';

/** Numbered steps of a process; the number comes from the list, not from the text. */
export function StepList({ steps }: { readonly steps: readonly TitledText[] }) {
  return (
    <ol className={styles.steps}>
      {steps.map((step) => (
        <li key={step.title} className={styles.step}>
          <h3 className={styles.title}>{step.title}</h3>
          <p className={styles.text}>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
