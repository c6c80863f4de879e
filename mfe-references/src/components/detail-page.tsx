import type { CSSProperties, ReactNode } from 'react';
import styles from './detail-page.module.css';

/** The frame of a reference or industry page. */
export function DetailPage({ children, style }: { readonly children: ReactNode; readonly style?: CSSProperties }) {
  return (
    <div className={styles.page} style={style}>
      {children}
    </div>
  );
}

/** The two columns of a detail page: its text, and beside it facts or links. */
export function DetailColumns({ children }: { readonly children: ReactNode }) {
  return <div className={styles.columns}>{children}</div>;
}
