import { takeFirstVisitPanel } from '../src/start/boot/take-first-visit-panel';

const noDecision = () => undefined;

/** A prerendered page as the boot script meets it: `#root`, the script, and the panel not parsed yet. */
function page(): HTMLElement {
  document.documentElement.removeAttribute('data-consent-decided');
  document.body.innerHTML = '<div id="root" data-consent-panel><a href="/">Start</a></div>';
  return document.getElementById('root') as HTMLElement;
}

/** The rest of the document is parsed: the panel after the boot script. */
function parsePanel(): HTMLElement {
  document.body.insertAdjacentHTML(
    'beforeend',
    '<div id="first-visit-consent"><div role="dialog"><p><a href="/impressum#datenschutz">Datenschutzerklärung</a></p><button>Nur essenzielle</button></div></div>',
  );
  document.dispatchEvent(new Event('DOMContentLoaded'));
  return document.getElementById('first-visit-consent') as HTMLElement;
}

describe('the boot script and the prerendered consent panel', () => {
  it('marks a decided visitor’s document at once and removes the panel once it is parsed', () => {
    const root = page();
    takeFirstVisitPanel(root.hasAttribute('data-consent-panel'), true, noDecision);
    expect(document.documentElement.hasAttribute('data-consent-decided')).toBe(true);
    parsePanel();
    expect(document.getElementById('first-visit-consent')).toBeNull();
    expect(root.isConnected).toBe(true);
  });

  it('makes the panel modal for an undecided visitor: the focus moves in, and Tab stays inside while it shows', async () => {
    const root = page();
    takeFirstVisitPanel(root.hasAttribute('data-consent-panel'), false, noDecision);
    expect(document.documentElement.hasAttribute('data-consent-decided')).toBe(false);
    const panel = parsePanel();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(document.activeElement?.textContent).toBe('Datenschutzerklärung');
    const tab = (shiftKey: boolean) => document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', shiftKey, cancelable: true }));
    expect(tab(true)).toBe(false);
    expect(document.activeElement?.textContent).toBe('Nur essenzielle');
    expect(tab(false)).toBe(false);
    expect(document.activeElement?.textContent).toBe('Datenschutzerklärung');
    panel.hidden = true;
    expect(tab(true)).toBe(true);
  });

  it('drops the Tab trap once the panel is gone', async () => {
    takeFirstVisitPanel(page().hasAttribute('data-consent-panel'), false, noDecision);
    const panel = parsePanel();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const removed = jest.spyOn(document, 'removeEventListener');
    panel.remove();
    expect(document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', cancelable: true }))).toBe(true);
    expect(removed).toHaveBeenCalledWith('keydown', expect.any(Function));
    removed.mockRestore();
  });

  it('leaves a page without the panel alone', async () => {
    const root = page();
    root.removeAttribute('data-consent-panel');
    takeFirstVisitPanel(root.hasAttribute('data-consent-panel'), false, noDecision);
    parsePanel();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(document.activeElement).toBe(document.body);
  });
});
