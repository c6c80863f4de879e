import type { ReactNode } from 'react';
import styles from './page-intro.module.css';

interface PageIntroProps {
  readonly eyebrow?: string;
  readonly title: string;
  readonly lead: string;
  readonly children?: ReactNode;
}

/** The opening block of every page: one h1, one lead paragraph, optional actions. */
export function PageIntro({ eyebrow, title, lead, children }: PageIntroProps) {
  return (
    <header className={styles.intro}>
      <div className={styles.inner}>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.lead}>{lead}</p>
        {children ? <div className={styles.actions}>{children}</div> : null}
      </div>
    </header>
  );
}
