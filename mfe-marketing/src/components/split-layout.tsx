import type { ReactNode } from 'react';
import styles from './split-layout.module.css';

interface SplitLayoutProps {
  readonly children: ReactNode;
  /** Shown beside the main column on wide screens, below it on narrow ones. */
  readonly aside: ReactNode;
  readonly asideLabelledBy: string;
}

/** Body copy with a highlighted box beside it. */
export function SplitLayout({ children, aside, asideLabelledBy }: SplitLayoutProps) {
  return (
    <div className={styles.layout}>
      <div>{children}</div>
      <aside className={styles.aside} aria-labelledby={asideLabelledBy}>
        {aside}
      </aside>
    </div>
  );
}
