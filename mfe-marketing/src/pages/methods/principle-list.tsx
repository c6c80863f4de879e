import type { TitledText } from '../../content/types';
import styles from './principle-list.module.css';

/** Short principles as a term–description list. */
export function PrincipleList({ principles }: { readonly principles: readonly TitledText[] }) {
  return (
    <dl className={styles.principles}>
      {principles.map((principle) => (
        <div key={principle.title} className={styles.item}>
          <dt className={styles.term}>{principle.title}</dt>
          <dd className={styles.text}>{principle.text}</dd>
        </div>
      ))}
    </dl>
  );
}
