import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { takeEarlyDialogs } from '@isarlicht/browser-runtime/start/early-dialogs';
import { closeOpenPopovers } from '@isarlicht/ui/close-open-popovers';
import { firstControlOf, keepFocusIn } from '@isarlicht/ui/keep-focus-in';
import { closeButtonClassName, DialogFrame, overlayClassName } from './dialog-frame';

interface DialogProps {
  readonly title: string;
  readonly onClose: () => void;
  /** False while the visitor must decide (the first consent panel): no close button, Escape or overlay. */
  readonly dismissible?: boolean;
  readonly children: ReactNode;
}

/**
 * Modal dialog: focus moves in and is trapped, Escape and the overlay close it, and
 * focus returns to whatever opened it. An open popover (the phone's menu) closes, as it
 * would lie above the dialog. It takes the place of the page's early dialog, if one is
 * shown, in the frame it appears in, and returns the focus to the early one's opener
 * (docs/decisions/053).
 */
export function Dialog({ title, onClose, dismissible = true, children }: DialogProps) {
  const panel = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  const canDismiss = useRef(dismissible);
  useEffect(() => {
    close.current = onClose;
    canDismiss.current = dismissible;
  }, [onClose, dismissible]);
  // Before the browser paints this dialog, so neither the early one nor the menu is seen above or after it, and the
  // focus is never left on the page between the two dialogs.
  useLayoutEffect(() => {
    const earlyOpener = takeEarlyDialogs(document);
    closeOpenPopovers(document);
    const opener = earlyOpener ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    if (panel.current) firstControlOf(panel.current)?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        if (canDismiss.current) close.current();
        return;
      }
      if (panel.current) keepFocusIn(panel.current, event);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = previousOverflow;
      opener?.focus();
    };
  }, []);

  return (
    // The overlay is a pointer shortcut; keyboard users close with Escape or the Schließen button.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- see above
    <div ref={panel} className={overlayClassName} onClick={(event) => dismissible && event.target === event.currentTarget && onClose()}>
      <DialogFrame
        title={title}
        close={
          dismissible ? (
            <button type="button" className={closeButtonClassName} onClick={onClose}>
              Schließen
            </button>
          ) : null
        }
      >
        {children}
      </DialogFrame>
    </div>
  );
}
