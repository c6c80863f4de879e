import { toRecord } from '@isarlicht/contracts/consent/consent-choice';
import { consentStorageKey } from '@isarlicht/contracts/consent/consent-record';
import { recordEarlyClicks, takeEarlyClicks } from '@isarlicht/browser-runtime/start/early-clicks';
import { takeEarlyDialogs } from '@isarlicht/browser-runtime/start/early-dialogs';
import { answerEarlyClick } from '../src/start/boot/answer-early-click';
import { takeFirstVisitPanel, type PagePanel } from '../src/start/boot/take-first-visit-panel';
import { visitorClick } from './support/visitor-click';

const stored = toRecord(
  { analytics: false, externalContent: true, hubspot: false, googleMaps: true },
  new Date('2026-11-20T08:00:00.000Z'),
);

/** A decided visitor's prerendered page: the footer's button, an early dialog in the template, the hidden panel after the script. */
function page(): { footer: HTMLButtonElement; assistant: HTMLButtonElement; panel: PagePanel } {
  document.documentElement.removeAttribute('data-consent-decided');
  document.body.innerHTML =
    '<div id="root" data-consent-panel><header><button data-bus-event="modal:open" data-bus-detail=\'{"modal":"assistant"}\'>KI-Assistent</button></header>' +
    '<footer><button data-bus-event="cookie-settings:open">Cookie-Einstellungen</button></footer></div>' +
    '<template id="early-dialogs"><div data-early-dialog="assistant" data-early-purpose="externalContent"><div role="dialog" aria-busy="true">' +
    '<button data-early-close="">Schließen</button><div data-early-when="refused">' +
    '<button data-bus-event="cookie-settings:open">Cookie-Einstellungen ändern</button></div></div></div></template>';
  const panel = takeFirstVisitPanel(true, stored, () => undefined);
  document.body.insertAdjacentHTML(
    'beforeend',
    '<div id="first-visit-consent"><div role="dialog"><div><h2>Cookie-Einstellungen</h2><button data-panel-close hidden>Schließen</button></div>' +
      '<p><a href="/impressum#datenschutz">Datenschutzerklärung</a></p>' +
      '<input type="checkbox" name="analytics" checked><input type="checkbox" name="externalContent"><input type="checkbox" name="hubspot" checked><input type="checkbox" name="googleMaps">' +
      '<button data-bus-event="consent:decide" data-bus-detail=\'{"decision":"selection"}\'>Auswahl speichern</button></div></div>',
  );
  document.dispatchEvent(new Event('DOMContentLoaded'));
  recordEarlyClicks(window, (click, takeBack) => {
    answerEarlyClick(document, click, takeBack, { allowed: () => false, settings: panel });
  });
  const [assistant, footer] = [...document.querySelectorAll<HTMLButtonElement>('#root button')];
  if (assistant === undefined || footer === undefined) throw new Error('the page has its two buttons');
  return { footer, assistant, panel };
}

const settings = () => document.getElementById('first-visit-consent') as HTMLElement;
const closeButton = () => settings().querySelector<HTMLElement>('[data-panel-close]') as HTMLElement;
const boxes = () => [...settings().querySelectorAll('input')].map((box) => box.checked);
const painted = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
const key = (name: string, shiftKey = false) =>
  document.dispatchEvent(new KeyboardEvent('keydown', { key: name, shiftKey, cancelable: true }));

describe('a decided visitor’s cookie settings before the consent layer runs', () => {
  beforeEach(() => window.localStorage.setItem(consentStorageKey, JSON.stringify(stored)));
  afterEach(() => {
    takeEarlyClicks(window);
    takeEarlyDialogs(document);
    window.localStorage.clear();
  });

  it('opens the page’s panel at the tap with the stored choice and its close button, as a modal dialog, and asks the layer for nothing', async () => {
    const { footer, panel } = page();
    footer.focus();
    visitorClick(footer);
    expect(settings().hidden).toBe(false);
    expect(settings()).toHaveAttribute('data-settings');
    expect(closeButton().hidden).toBe(false);
    expect(boxes()).toEqual([false, true, false, true]);
    expect(footer).not.toHaveAttribute('aria-busy');
    expect(panel.shown()).toBe(true);
    await painted();
    expect(document.activeElement).toBe(closeButton());
    expect(key('Tab', true)).toBe(false);
    expect(document.activeElement?.textContent).toBe('Auswahl speichern');
    expect(key('Escape')).toBe(false);
    expect(settings().hidden).toBe(true);
    expect(settings()).not.toHaveAttribute('data-settings');
    expect(closeButton().hidden).toBe(true);
    expect(document.activeElement).toBe(footer);
    expect(panel.shown()).toBe(false);
    expect(takeEarlyClicks(window)).toEqual([]);
  });

  it('closes by its button and by the overlay, and opens again', () => {
    const { footer } = page();
    visitorClick(footer);
    visitorClick(closeButton());
    expect(settings().hidden).toBe(true);
    visitorClick(footer);
    expect(settings().hidden).toBe(false);
    visitorClick(settings());
    expect(settings().hidden).toBe(true);
  });

  it('saves over the stored record from its buttons, in place of the layer', () => {
    const { footer } = page();
    visitorClick(footer);
    const analytics = settings().querySelector<HTMLInputElement>('input[name="analytics"]');
    if (analytics !== null) analytics.checked = true;
    visitorClick(settings().querySelector('[data-bus-event="consent:decide"]') ?? document.body);
    expect(document.getElementById('first-visit-consent')).toBeNull();
    expect(JSON.parse(window.localStorage.getItem(consentStorageKey) ?? 'null')).toMatchObject({
      analytics: true,
      externalContent: true,
      hubspot: false,
      googleMaps: true,
    });
  });

  it('shows an early dialog whose every control the page answers as the whole dialog, not busy; without the panel it waits, busy', () => {
    const { assistant } = page();
    visitorClick(assistant);
    expect(document.querySelector('body > [data-early-dialog] [role="dialog"]')).not.toHaveAttribute('aria-busy');
    key('Escape');
    settings().remove();
    visitorClick(assistant);
    expect(document.querySelector('body > [data-early-dialog] [role="dialog"]')).toHaveAttribute('aria-busy', 'true');
  });

  it('takes the place of an early dialog whose "Cookie-Einstellungen ändern" was tapped, the focus back to the dialog’s opener', () => {
    const { assistant } = page();
    assistant.focus();
    visitorClick(assistant);
    const change = document.querySelector('body > [data-early-dialog] [data-bus-event="cookie-settings:open"]');
    visitorClick(change ?? document.body);
    expect(document.querySelector('body > [data-early-dialog]')).toBeNull();
    expect(settings().hidden).toBe(false);
    expect(assistant).not.toHaveAttribute('aria-busy');
    expect(takeEarlyClicks(window)).toEqual([]);
    key('Escape');
    expect(document.activeElement).toBe(assistant);
  });
});
