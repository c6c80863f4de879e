import type { ReactNode } from 'react';
import { ResponsiveContainer } from 'recharts';
import styles from './charts.module.css';

interface ChartCardProps {
  readonly title: string;
  /** The chart's message in words, for screen readers and as its caption. */
  readonly summary: string;
  readonly children: ReactNode;
}

export function ChartCard({ title, summary, children }: ChartCardProps) {
  return (
    <figure className={styles.card}>
      <figcaption>
        <h3 className={styles.title}>{title}</h3>
        <p className={styles.summary}>{summary}</p>
      </figcaption>
      <div className={styles.plot}>
        <ResponsiveContainer width="100%" height="100%">
          {children}
        </ResponsiveContainer>
      </div>
    </figure>
  );
}

/** Series colours are the site's tokens, so the charts read as part of it. */
export const chartColors = {
  primary: 'var(--color-primary)',
  accent: 'var(--color-accent)',
  grid: 'var(--color-border)',
  ink: 'var(--color-ink-muted)',
} as const;
