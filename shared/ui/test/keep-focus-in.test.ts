import { firstControlOf, keepFocusIn } from '../src/keep-focus-in';

/** A dialog whose close button is hidden, as the prerendered consent panel is on a first visit. */
function dialog(): HTMLElement {
  document.body.innerHTML =
    '<div id="dialog"><button hidden>Schließen</button><a href="/impressum">Datenschutzerklärung</a><button>Nur essenzielle</button></div>';
  return document.getElementById('dialog') as HTMLElement;
}

const tab = (container: Element, shiftKey: boolean): boolean => {
  const event = new KeyboardEvent('keydown', { key: 'Tab', shiftKey, cancelable: true });
  keepFocusIn(container, event);
  return event.defaultPrevented;
};

describe('the focus of a modal dialog', () => {
  it('starts on the first control shown, passing over a hidden button', () => {
    expect(firstControlOf(dialog())?.textContent).toBe('Datenschutzerklärung');
  });

  it('goes round from the last control to the first shown and back, never to a hidden one', () => {
    const container = dialog();
    container.querySelector<HTMLElement>('a')?.focus();
    expect(tab(container, true)).toBe(true);
    expect(document.activeElement?.textContent).toBe('Nur essenzielle');
    expect(tab(container, false)).toBe(true);
    expect(document.activeElement?.textContent).toBe('Datenschutzerklärung');
  });

  it('takes the close button in once it is shown', () => {
    const container = dialog();
    const close = container.querySelector<HTMLElement>('button');
    if (close !== null) close.hidden = false;
    expect(firstControlOf(container)).toBe(close);
  });
});
