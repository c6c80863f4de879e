import { essentialOnly, toRecord } from '@isarlicht/contracts/consent/consent-choice';
import { takeFirstVisitPanel } from '../src/start/boot/take-first-visit-panel';

const noDecision = () => undefined;
const decidedRecord = toRecord(essentialOnly, new Date('2026-11-20T08:00:00.000Z'));

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
  it('marks a decided visitor’s document at once and keeps the parsed panel hidden for the settings, the focus left alone', async () => {
    const root = page();
    const panel = takeFirstVisitPanel(root.hasAttribute('data-consent-panel'), decidedRecord, noDecision);
    expect(document.documentElement.hasAttribute('data-consent-decided')).toBe(true);
    expect(panel.canOpenSettings()).toBe(false);
    parsePanel();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(document.getElementById('first-visit-consent')).not.toBeNull();
    expect(document.getElementById('first-visit-consent')).not.toHaveAttribute('data-settings');
    expect(document.activeElement).toBe(document.body);
    expect(panel.shown()).toBe(false);
    expect(panel.canOpenSettings()).toBe(true);
    expect(root.isConnected).toBe(true);
  });

  it('never opens an undecided visitor’s panel as the settings: it is the decision the page waits for', () => {
    const panel = takeFirstVisitPanel(page().hasAttribute('data-consent-panel'), null, noDecision);
    parsePanel();
    expect(panel.shown()).toBe(true);
    expect(panel.canOpenSettings()).toBe(false);
  });

  it('makes the panel modal for an undecided visitor: the focus moves in, and Tab stays inside while it shows', async () => {
    const root = page();
    takeFirstVisitPanel(root.hasAttribute('data-consent-panel'), null, noDecision);
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
    panel.hidden = false;
    document.documentElement.setAttribute('data-consent-layer', 'failed');
    expect(tab(true)).toBe(true);
    document.documentElement.removeAttribute('data-consent-layer');
  });

  it('drops the Tab trap once the panel is gone', async () => {
    takeFirstVisitPanel(page().hasAttribute('data-consent-panel'), null, noDecision);
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
    takeFirstVisitPanel(root.hasAttribute('data-consent-panel'), null, noDecision);
    parsePanel();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(document.activeElement).toBe(document.body);
  });
});
