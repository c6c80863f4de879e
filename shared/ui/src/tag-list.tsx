import styles from './tag-list.module.css';

interface TagListProps {
  readonly items: readonly string[];
  /** Names the list for screen readers, e.g. "Themen". */
  readonly label: string;
  /** Topics are tinted in the brand colour; technologies are neutral. */
  readonly tone?: 'topic' | 'technology';
}

/** Short labels such as topics or technologies; plain text, not links. */
export function TagList({ items, label, tone = 'topic' }: TagListProps) {
  return (
    <ul className={`${styles.list} ${tone === 'technology' ? styles.technology : styles.topic}`} aria-label={label}>
      {items.map((item) => (
        <li key={item} className={styles.item}>
          {item}
        </li>
      ))}
    </ul>
  );
}
