import type { ReactNode } from 'react';
import styles from './section.module.css';

interface SectionProps {
  readonly title?: string;
  readonly id?: string;
  readonly tone?: 'plain' | 'alt';
  readonly children: ReactNode;
}

/** A full-width band with the site's content width and vertical rhythm. */
export function Section({ title, id, tone = 'plain', children }: SectionProps) {
  const headingId = id && title ? `${id}-heading` : undefined;
  return (
    <section id={id} className={`${styles.section} ${tone === 'alt' ? styles.alt : ''}`} aria-labelledby={headingId}>
      <div className={styles.inner}>
        {title ? (
          <h2 id={headingId} className={styles.title}>
            {title}
          </h2>
        ) : null}
        {children}
      </div>
    </section>
  );
}
