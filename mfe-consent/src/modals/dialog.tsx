import { useEffect, useRef, type ReactNode } from 'react';
import styles from './dialog.module.css';

interface DialogProps {
  readonly title: string;
  readonly onClose: () => void;
  /** False while the visitor must decide (the first consent panel): no close button, Escape or overlay. */
  readonly dismissible?: boolean;
  readonly children: ReactNode;
}

const focusable = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, iframe, [tabindex]:not([tabindex="-1"])';

/**
 * Modal dialog: focus moves in and is trapped, Escape and the overlay close it, and
 * focus returns to whatever opened it.
 */
export function Dialog({ title, onClose, dismissible = true, children }: DialogProps) {
  const panel = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  const canDismiss = useRef(dismissible);
  useEffect(() => {
    close.current = onClose;
    canDismiss.current = dismissible;
  }, [onClose, dismissible]);
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    panel.current?.querySelector<HTMLElement>(focusable)?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        if (canDismiss.current) close.current();
        return;
      }
      if (event.key !== 'Tab' || !panel.current) return;
      const items = [...panel.current.querySelectorAll<HTMLElement>(focusable)];
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = previousOverflow;
      opener?.focus();
    };
  }, []);

  const titleId = `dialog-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    // The overlay is a pointer shortcut; keyboard users close with Escape or the Schließen button.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- see above
    <div className={styles.overlay} onClick={(event) => dismissible && event.target === event.currentTarget && onClose()}>
      <div ref={panel} className={styles.panel} role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <div className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {dismissible ? (
            <button type="button" className={styles.close} onClick={onClose}>
              Schließen
            </button>
          ) : null}
        </div>
        {children}
      </div>
    </div>
  );
}
