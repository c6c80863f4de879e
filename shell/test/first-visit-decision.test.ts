import { consentStorageKey, type ConsentRecord } from '@isarlicht/contracts/consent/consent-record';
import { essentialOnly, toRecord } from '@isarlicht/contracts/consent/consent-choice';
import { reloadDelayMs } from '@isarlicht/browser-runtime/consent/save-consent';
import { on } from '@isarlicht/browser-runtime/events/bus';
import { answerFirstVisitPanel } from '@isarlicht/browser-runtime/consent/first-visit-decision';
import { visitorClick } from './support/visitor-click';

/** The page's window as the panel's answer uses it, with the reload and the clock in the test's hands. */
function pageWindow() {
  const reload = jest.fn();
  const scheduled: { readonly action: () => void; readonly ms: number }[] = [];
  const target = {
    document,
    localStorage: window.localStorage,
    location: { reload },
    setTimeout: (action: () => void, ms: number) => scheduled.push({ action, ms }),
  } as unknown as Window;
  return { target, reload, scheduled };
}

function panel(): HTMLElement {
  document.documentElement.removeAttribute('data-consent-decided');
  document.body.innerHTML =
    '<div id="root"></div><div id="first-visit-consent"><div role="dialog">' +
    '<label><input type="checkbox" name="analytics" checked> Analyse</label>' +
    '<label><input type="checkbox" name="externalContent" checked> Externe Inhalte</label>' +
    '<label><input type="checkbox" name="hubspot"> HubSpot Meetings</label>' +
    '<label><input type="checkbox" name="googleMaps" checked> Google Maps</label>' +
    '<button data-bus-event="consent:decide" data-bus-detail=\'{"decision":"all"}\'>Alle akzeptieren</button>' +
    '<button data-bus-event="consent:decide" data-bus-detail=\'{"decision":"selection"}\'>Auswahl speichern</button>' +
    '<button data-bus-event="consent:decide" data-bus-detail=\'{"decision":"essential"}\'>Nur essenzielle</button>' +
    '</div></div>';
  return document.getElementById('first-visit-consent') as HTMLElement;
}

const button = (name: string) =>
  [...document.querySelectorAll('button')].find((candidate) => candidate.textContent === name) ?? document.body;
const stored = () => JSON.parse(window.localStorage.getItem(consentStorageKey) ?? 'null') as unknown;

describe('the prerendered first-visit panel answering its own buttons', () => {
  beforeEach(() => window.localStorage.clear());

  it('stores what the boxes show, removes the panel, announces the record and reloads 300 ms later, without the application', () => {
    const { target, reload, scheduled } = pageWindow();
    const decided = jest.fn();
    answerFirstVisitPanel(target, panel(), null, decided);
    const announced: ConsentRecord[] = [];
    const off = on('consent-updated', (record) => announced.push(record));
    visitorClick(button('Auswahl speichern'));
    off();
    expect(stored()).toMatchObject({ essential: true, analytics: true, externalContent: true, hubspot: false, googleMaps: true });
    expect(announced).toEqual([stored()]);
    expect(document.getElementById('first-visit-consent')).toBeNull();
    expect(document.documentElement.hasAttribute('data-consent-decided')).toBe(true);
    expect(decided).toHaveBeenCalledTimes(1);
    expect(scheduled.map((entry) => entry.ms)).toEqual([reloadDelayMs]);
    expect(reload).not.toHaveBeenCalled();
    scheduled[0]?.action();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('saves every purpose off for "Nur essenzielle", whatever the boxes show', () => {
    const { target } = pageWindow();
    answerFirstVisitPanel(target, panel(), null, () => undefined);
    visitorClick(button('Nur essenzielle'));
    expect(stored()).toMatchObject({ analytics: false, externalContent: false, hubspot: false, googleMaps: false });
  });

  it('takes no decision a script clicks, and none from a control outside the panel', () => {
    const { target, scheduled } = pageWindow();
    const decided = jest.fn();
    answerFirstVisitPanel(target, panel(), null, decided);
    button('Alle akzeptieren').click();
    document
      .getElementById('root')
      ?.insertAdjacentHTML('beforeend', '<button data-bus-event="consent:decide" data-bus-detail=\'{"decision":"all"}\'>Weiter</button>');
    visitorClick(button('Weiter'));
    expect(stored()).toBeNull();
    expect(decided).not.toHaveBeenCalled();
    expect(scheduled).toEqual([]);
    expect(document.getElementById('first-visit-consent')).not.toBeNull();
  });

  it('saves a decided visitor’s settings over the stored record, and withdrawn analytics takes the analytics cookies with it', () => {
    const { target, reload, scheduled } = pageWindow();
    const previous = toRecord(
      { analytics: true, externalContent: true, hubspot: true, googleMaps: true },
      new Date('2026-11-20T08:00:00.000Z'),
    );
    window.localStorage.setItem(consentStorageKey, JSON.stringify(previous));
    document.cookie = '_ga=GA1.1.42; path=/';
    answerFirstVisitPanel(target, panel(), previous, () => undefined);
    visitorClick(button('Nur essenzielle'));
    expect(stored()).toMatchObject({ analytics: false, externalContent: false, hubspot: false, googleMaps: false });
    expect(stored()).not.toEqual(previous);
    expect(document.cookie).not.toContain('_ga=');
    expect(reload).not.toHaveBeenCalled();
    expect(scheduled.map((entry) => entry.ms)).toEqual([reloadDelayMs]);
  });

  it.each([
    ['a first visit', null],
    ['the settings of a decided visitor', toRecord(essentialOnly, new Date('2026-11-20T08:00:00.000Z'))],
  ])('keeps a decision another tab stored meanwhile, on %s, and reloads at once to follow it', (_, previous) => {
    const { target, reload, scheduled } = pageWindow();
    const elsewhere = toRecord({ ...essentialOnly, googleMaps: true }, new Date('2026-11-20T08:05:00.000Z'));
    answerFirstVisitPanel(target, panel(), previous, () => undefined);
    window.localStorage.setItem(consentStorageKey, JSON.stringify(elsewhere));
    visitorClick(button('Alle akzeptieren'));
    expect(stored()).toEqual(elsewhere);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(scheduled).toEqual([]);
  });
});
