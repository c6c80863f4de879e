import styles from './text-block.module.css';

/** Paragraphs of body copy in a readable measure. */
export function TextBlock({ paragraphs }: { readonly paragraphs: readonly string[] }) {
  return (
    <div className={styles.text}>
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  );
}
