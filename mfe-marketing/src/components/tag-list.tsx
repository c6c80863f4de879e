import styles from './tag-list.module.css';

/** Short labels such as technologies; plain text, not links. */
export function TagList({ tags, label }: { readonly tags: readonly string[]; readonly label: string }) {
  return (
    <ul className={styles.tags} aria-label={label}>
      {tags.map((tag) => (
        <li key={tag}>{tag}</li>
      ))}
    </ul>
  );
}
