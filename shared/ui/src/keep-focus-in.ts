/** What a modal dialog lets the keyboard reach. */
const focusable =
  'a[href], button:not([disabled]):not([hidden]), input:not([disabled]), select, textarea, iframe, [tabindex]:not([tabindex="-1"])';

/** The first control of `container`, where a modal dialog puts the focus when it opens. */
export const firstControlOf = (container: ParentNode): HTMLElement | null => container.querySelector<HTMLElement>(focusable);

/**
 * Keeps Tab and Shift+Tab inside `container`, as a modal dialog does: from the last
 * control to the first and back. For a keydown
 * handler; no script of React, so the prerendered consent panel uses it before the
 * application runs, and the live dialogs after.
 */
export function keepFocusIn(container: Element, event: KeyboardEvent): void {
  if (event.key !== 'Tab') return;
  const items = [...container.querySelectorAll<HTMLElement>(focusable)];
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  const active = container.ownerDocument.activeElement;
  if (event.shiftKey && active === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
