import { essentialOnly, toRecord } from '@isarlicht/contracts/consent/consent-choice';
import { parseConsentRecord } from '@isarlicht/contracts/consent/parse-consent-record';
import { readStoredVisit, readVisit } from '../src/start/read-visit';
import { startMode, type StartMode, type StartReason, type StoredVisit, type Visit } from '../src/start/start-mode';

const record = (flags: Record<string, boolean> = {}) =>
  JSON.stringify({ ...toRecord(essentialOnly, new Date('2026-11-22T09:00:00.000Z')), ...flags });

const storageOf = (items: Record<string, string>) => () => ({ getItem: (key: string) => items[key] ?? null });
const blocked = () => {
  throw new DOMException('denied', 'SecurityError');
};
const decided = (flags: Record<string, boolean> = {}): StoredVisit => ({ record: parseConsentRecord(record(flags)), version: '1.0.0' });
const firstVisit = readStoredVisit(storageOf({}));

/** A returning visitor on the static first load of `/about`, as the prerender writes it. */
const about: Visit = {
  snapshot: '/about',
  address: '/about',
  hidden: false,
  firstLoad: 'static',
  follows: null,
  panel: true,
  stored: decided(),
};
const contact: Visit = { ...about, snapshot: '/contact', address: '/contact', firstLoad: 'hydrate', follows: ['googleMaps'] };

/** The modes of docs/start-path.md, row by row: the visit, then the start it gets. */
const table: readonly (readonly [string, Visit, StartMode, StartReason])[] = [
  ['app.html, development, the build’s prerender tab', { ...about, snapshot: null }, 'now', 'client'],
  ['a tab opened in the background', { ...about, hidden: true }, 'now', 'hidden'],
  [
    '?deletecookies=yes (the application withdraws consent and replaces the address)',
    { ...about, address: '/about?deletecookies=yes' },
    'paint',
    'address',
  ],
  ['a query (a filter renders anew)', { ...about, address: '/about?gruppe=web' }, 'paint', 'address'],
  ['another path than the snapshot’s', { ...about, address: '/about/' }, 'paint', 'address'],
  ['storage blocked', { ...about, stored: readStoredVisit(blocked) }, 'paint', 'storage'],
  ['no page region (the not-found page)', { ...about, firstLoad: null }, 'paint', 'region'],
  [
    'a stored app version the application replaces with a reload',
    { ...about, stored: { ...decided(), version: '0.9.0' } },
    'paint',
    'version',
  ],
  ['a first visit to a page without the first-visit panel', { ...about, panel: false, stored: firstVisit }, 'paint', 'undecided'],
  ['content that hydrates and follows no consent', { ...about, firstLoad: 'hydrate' }, 'paint', 'interactive'],
  [
    'static content, whatever it names',
    { ...about, follows: ['googleMaps'], stored: decided({ googleMaps: true }) },
    'interaction',
    'returning',
  ],
  ['content of an unknown first load', { ...about, firstLoad: 'later' }, 'paint', 'interactive'],
  ['content that follows a purpose the visitor granted', { ...contact, stored: decided({ googleMaps: true }) }, 'paint', 'granted'],
  ['a first visit with the in-page panel', { ...about, stored: firstVisit }, 'interaction', 'panel'],
  ['a first visit with the panel on content that follows consent', { ...contact, stored: firstVisit }, 'interaction', 'panel'],
  ['a returning visitor', about, 'interaction', 'returning'],
  ['a returning visitor whose content follows a purpose not granted', contact, 'interaction', 'returning'],
  [
    'a purpose the contract does not know is not granted',
    { ...about, firstLoad: 'hydrate', follows: ['essential'] },
    'interaction',
    'returning',
  ],
  ['a returning visitor who granted analytics', { ...about, stored: decided({ analytics: true }) }, 'load', 'analytics'],
];

describe('startMode', () => {
  it.each(table)('%s', (_, visit, mode, reason) => {
    expect(startMode(visit)).toEqual({ mode, reason });
  });

  it('reads an unparsable record as no decision, and an undecided visitor without a version as a first visit', () => {
    const unparsable = readStoredVisit(storageOf({ appVersion: '1.0.0', cookieConsent: '{"essential":true' }));
    expect(unparsable).toEqual({ record: null, version: '1.0.0' });
    expect(startMode({ ...about, stored: unparsable })).toEqual({ mode: 'interaction', reason: 'panel' });
    expect(startMode({ ...about, panel: false, stored: unparsable })).toEqual({ mode: 'paint', reason: 'undecided' });
  });
});

describe('readVisit', () => {
  it('reads the page as the prerender wrote it, and storage once', () => {
    document.body.innerHTML =
      '<div id="root" data-prerendered="/contact" data-consent-panel><main><div data-first-load="hydrate" data-follows-consent="googleMaps hubspot"></div></main></div>';
    const getItem = jest.fn((key: string) => (key === 'appVersion' ? '1.0.0' : null));
    const visit = readVisit(document, document.getElementById('root'), { pathname: '/contact', search: '' }, () => ({ getItem }));
    expect(visit).toEqual({
      snapshot: '/contact',
      address: '/contact',
      hidden: false,
      firstLoad: 'hydrate',
      follows: ['googleMaps', 'hubspot'],
      panel: true,
      stored: { record: null, version: '1.0.0' },
    });
    expect(getItem).toHaveBeenCalledTimes(2);
  });

  it('reads app.html as a page without a snapshot or region, and blocked storage as null', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(readVisit(document, document.getElementById('root'), { pathname: '/app.html', search: '' }, blocked)).toMatchObject({
      snapshot: null,
      firstLoad: null,
      follows: null,
      panel: false,
      stored: null,
    });
  });
});
