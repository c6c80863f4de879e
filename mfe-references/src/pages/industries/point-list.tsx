import styles from './point-list.module.css';

interface PointListProps {
  readonly title: string;
  readonly items: readonly string[];
  readonly marker: 'challenge' | 'solution';
}

/** A titled list of short statements; the marker tells challenges from solutions at a glance. */
export function PointList({ title, items, marker }: PointListProps) {
  return (
    <div>
      <h2 className={styles.heading}>{title}</h2>
      <ul className={`${styles.list} ${marker === 'solution' ? styles.solution : styles.challenge}`}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}
