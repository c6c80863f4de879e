import styles from './check-list.module.css';

interface CheckListProps {
  readonly items: readonly string[];
  /** `open` marks problems (a ring), `done` marks results (a tick). */
  readonly marker?: 'open' | 'done';
}

/** A list whose markers tell problems from results at a glance. */
export function CheckList({ items, marker = 'done' }: CheckListProps) {
  return (
    <ul className={`${styles.list} ${marker === 'open' ? styles.open : styles.done}`}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
