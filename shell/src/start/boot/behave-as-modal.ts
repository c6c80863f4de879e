import { closeOpenPopovers } from '@isarlicht/ui/close-open-popovers';
import { firstControlOf, keepFocusIn } from '@isarlicht/ui/keep-focus-in';

/** What a modal shown by the boot script tells about itself. */
export interface ModalParts {
  /** Whether it is still on screen: once it is not, the keys are no longer its. */
  readonly shows: () => boolean;
  /** Whether a click on `target` inside it is a click on its close control. */
  readonly isClose: (target: Element) => boolean;
  /** Hides or removes it; returns the element the focus goes back to. */
  readonly close: () => HTMLElement | null;
}

/**
 * Makes `modal` behave as the consent layer's modal dialogs do, before the layer runs:
 * an open menu closes (a popover would lie above it; closing gives the focus back to
 * its button), the focus moves in once it has painted, Tab stays inside, and Escape,
 * the overlay or its close control close it, the focus back where `parts.close` says.
 * Called before the modal is shown, so that the focus it leaves is the menu's button.
 */
export function behaveAsModal(modal: HTMLElement, parts: ModalParts): void {
  const doc = modal.ownerDocument;
  closeOpenPopovers(doc);
  // The focus needs the page's style and layout: the modal paints first, the focus follows in the next task.
  const view = doc.defaultView;
  view?.requestAnimationFrame(() => view.setTimeout(() => parts.shows() && firstControlOf(modal)?.focus(), 0));
  const close = () => {
    modal.removeEventListener('click', onClick);
    doc.removeEventListener('keydown', onKeyDown);
    parts.close()?.focus();
  };
  function onClick(event: MouseEvent): void {
    const target = event.target instanceof Element ? event.target : null;
    if (target === modal || (target !== null && parts.isClose(target))) close();
  }
  function onKeyDown(event: KeyboardEvent): void {
    // A decision, the live dialog or the layer's failure took it away.
    if (!parts.shows()) doc.removeEventListener('keydown', onKeyDown);
    else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else keepFocusIn(modal, event);
  }
  modal.addEventListener('click', onClick);
  doc.addEventListener('keydown', onKeyDown);
}
