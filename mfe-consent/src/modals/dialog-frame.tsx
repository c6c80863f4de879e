import type { ReactNode } from 'react';
import styles from './dialog.module.css';

interface DialogFrameProps {
  readonly title: string;
  /** The close button, when the dialog may be closed. */
  readonly close?: ReactNode;
  readonly children: ReactNode;
}

/** A modal dialog's markup: the panel with its heading on the overlay. Behaviour comes from `Dialog`, or from the page's boot script. */
export function DialogFrame({ title, close, children }: DialogFrameProps) {
  const titleId = `dialog-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <div className={styles.panel} role="dialog" aria-modal="true" aria-labelledby={titleId}>
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
