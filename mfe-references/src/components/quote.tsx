import styles from './quote.module.css';

interface QuoteProps {
  readonly quote: string;
  readonly author: string;
  /** Position, company or both. */
  readonly source: string;
  readonly size?: 'large' | 'regular';
}

export function Quote({ quote, author, source, size = 'regular' }: QuoteProps) {
  return (
    <figure className={`${styles.quote} ${size === 'large' ? styles.large : ''}`}>
      <blockquote className={styles.text}>
        <p>{quote}</p>
      </blockquote>
      <figcaption className={styles.caption}>
        <span className={styles.author}>{author}</span>
        <span className={styles.source}>{source}</span>
      </figcaption>
    </figure>
  );
}
