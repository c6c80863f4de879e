import { Link } from './link';
import styles from './card-grid.module.css';

export interface CardItem {
  readonly to: string;
  readonly title: string;
  readonly text: string;
  readonly label?: string;
}

/** Linked teaser cards; the whole card is the link target, the title is its name. */
export function CardGrid({ items }: { readonly items: readonly CardItem[] }) {
  return (
    <ul className={styles.grid}>
      {items.map((item) => (
        <li key={item.to} className={styles.card}>
          {item.label ? <p className={styles.label}>{item.label}</p> : null}
          <h3 className={styles.title}>
            <Link to={item.to} className={styles.link}>
              {item.title}
            </Link>
          </h3>
          <p className={styles.text}>{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
