import type { ReactNode } from 'react';
import styles from './dialog.module.css';

interface DialogFrameProps {
  readonly title: string;
  /** The close button, when the dialog may be closed. */
  readonly close?: ReactNode;
  /** The page's early dialog, while the consent layer that runs it loads (docs/decisions/053). */
  readonly busy?: boolean;
  readonly children: ReactNode;
}

/** A modal dialog's markup: the panel with its heading on the overlay. Behaviour comes from `Dialog`, or from the page's boot script. */
export function DialogFrame({ title, close, busy, children }: DialogFrameProps) {
  const titleId = `dialog-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <div className={styles.panel} role="dialog" aria-modal="true" aria-labelledby={titleId} aria-busy={busy === true ? true : undefined}>
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {close}
      </div>
      {children}
    </div>
  );
}

export const overlayClassName = styles.overlay;
export const closeButtonClassName = styles.close;
