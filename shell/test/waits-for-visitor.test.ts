import { essentialOnly, toRecord } from '@isarlicht/contracts';
import { hasDecided, readStoredVisit, waitsForVisitor, type StartSituation } from '../src/boot/waits-for-visitor';

const decided = (flags: Record<string, boolean> = {}) =>
  JSON.stringify({ ...toRecord(essentialOnly, new Date('2026-11-22T09:00:00.000Z')), ...flags });

function page(region: string, path = '/about'): HTMLElement {
  const root = document.createElement('div');
  root.id = 'root';
  root.dataset['prerendered'] = path;
  root.innerHTML = `<header><button>Menü öffnen</button></header><main>${region}</main>`;
  return root;
}

const storageOf = (items: Record<string, string>) => () => ({ getItem: (key: string) => items[key] ?? null });
const returning = (consent = decided()) => storageOf({ appVersion: '1.0.0', cookieConsent: consent });
const staticRegion = '<div data-first-load="static"><p>Text</p></div>';

type Storage = Parameters<typeof readStoredVisit>[0];

/** A start situation; its storage is read as the boot script reads it. */
function situation({
  storage = returning(),
  ...overrides
}: Partial<Omit<StartSituation, 'stored'>> & { storage?: Storage } = {}): StartSituation {
  return { root: page(staticRegion), location: { pathname: '/about', search: '' }, stored: readStoredVisit(storage), ...overrides };
}

describe('whether the start waits for the visitor', () => {
  it('waits on a static first load of a visitor who has decided', () => {
    expect(waitsForVisitor(situation())).toBe(true);
  });

  it('starts at the paint for a first visit on a page without the prerendered consent panel', () => {
    expect(waitsForVisitor(situation({ storage: storageOf({ appVersion: '1.0.0' }) }))).toBe(false);
    expect(waitsForVisitor(situation({ storage: storageOf({}) }))).toBe(false);
  });

  it('waits for a first visit where the page carries the prerendered consent panel, unless a version reload is due', () => {
    const withPanel = page(staticRegion);
    withPanel.setAttribute('data-consent-panel', '');
    expect(waitsForVisitor(situation({ root: withPanel, storage: storageOf({}) }))).toBe(true);
    expect(waitsForVisitor(situation({ root: withPanel, storage: storageOf({ appVersion: '1.0.0' }) }))).toBe(true);
    expect(waitsForVisitor(situation({ root: withPanel, storage: storageOf({ appVersion: '0.9.0' }) }))).toBe(false);
  });

  it('counts only a stored record of the contract shape as a decision', () => {
    expect(hasDecided(readStoredVisit(returning()))).toBe(true);
    expect(hasDecided(readStoredVisit(returning('{"essential":true')))).toBe(false);
    expect(hasDecided(readStoredVisit(storageOf({})))).toBe(false);
    const blocked = readStoredVisit(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(blocked).toBeNull();
    expect(hasDecided(blocked)).toBe(false);
  });

  it('starts at the paint when the stored decision is unreadable or of another shape', () => {
    expect(waitsForVisitor(situation({ storage: returning('{"essential":true') }))).toBe(false);
    expect(waitsForVisitor(situation({ storage: returning(JSON.stringify({ essential: true })) }))).toBe(false);
  });

  it('starts at the paint when the stored app version will be replaced with a reload', () => {
    expect(waitsForVisitor(situation({ storage: storageOf({ appVersion: '0.9.0', cookieConsent: decided() }) }))).toBe(false);
  });

  it('starts at the paint where storage is blocked', () => {
    const blocked = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    expect(waitsForVisitor(situation({ storage: blocked }))).toBe(false);
  });

  it('starts at the paint when the address is not the snapshot’s: a query or another path', () => {
    expect(waitsForVisitor(situation({ location: { pathname: '/about', search: '?deletecookies=yes' } }))).toBe(false);
    expect(waitsForVisitor(situation({ location: { pathname: '/about/', search: '' } }))).toBe(false);
  });

  it('starts at once on a page that was not prerendered or has no page region', () => {
    expect(waitsForVisitor(situation({ root: null }))).toBe(false);
    expect(waitsForVisitor(situation({ root: page('<p>Seite nicht gefunden</p>') }))).toBe(false);
  });

  it('starts at the paint on a page whose content hydrates and follows nothing the visitor decides', () => {
    expect(waitsForVisitor(situation({ root: page('<div data-first-load="hydrate"><button>Filter</button></div>') }))).toBe(false);
  });

  it('waits on a hydrating page only while the consent its content follows is not granted', () => {
    const contact = page('<div data-first-load="hydrate" data-follows-consent="googleMaps"><p>Karte</p></div>', '/contact');
    const at = { location: { pathname: '/contact', search: '' }, root: contact };
    expect(waitsForVisitor(situation({ ...at, storage: returning(decided({ analytics: true })) }))).toBe(true);
    expect(waitsForVisitor(situation({ ...at, storage: returning(decided({ googleMaps: true })) }))).toBe(false);
  });

  it('ignores a purpose the contract does not know', () => {
    const region = page('<div data-first-load="hydrate" data-follows-consent="essential"><p>Karte</p></div>');
    expect(waitsForVisitor(situation({ root: region }))).toBe(true);
  });
});
