import { readdirSync } from 'node:fs';
import path from 'node:path';
import { busContractFile, pagesContractFile } from '../src/contracts/contract-files';
import { describeBusEvents, describeExposes, describeRoutedPage } from '../src/contracts/describe-contracts';
import { compatibilityProblems, recordedReleasesDir } from '../src/contracts/compatibility';
import { contractDifferences, readRecorded } from '../src/contracts/pinned-contract';
import { eventNames } from '@isarlicht/contracts/events/event-map';

/** The TypeScript compiler reads the contracts; that takes a few seconds. */
jest.setTimeout(60_000);

describe('the bus contract', () => {
  const current = describeBusEvents();

  it('is the recorded one (shared/contracts/contract/bus-events.json)', () => {
    expect(contractDifferences('bus events', readRecorded(busContractFile), current)).toEqual([]);
  });

  it('names at run time (`eventNames`, read from the map) the events it records', () => {
    expect([...eventNames].sort()).toEqual(Object.keys(readRecorded(busContractFile)).sort());
  });
});

describe('the page list contract', () => {
  it('is the recorded one (shared/contracts/contract/routed-page.json): the shape of a page a remote publishes and the shell reads', () => {
    expect(contractDifferences('routed page', readRecorded(pagesContractFile), describeRoutedPage())).toEqual([]);
  });
});

describe.each(readdirSync(recordedReleasesDir))('remotes built against shared %s', (release) => {
  it('still fit the current shell and remotes', () => {
    expect(compatibilityProblems(path.join(recordedReleasesDir, release))).toEqual([]);
  });
});

describe('contract checks fail with the contract named', () => {
  it('reports a removed, a changed and an unrecorded entry', () => {
    expect(contractDifferences('bus events', { 'modal:open': 'A', gone: 'B' }, { 'modal:open': 'C', fresh: 'D' })).toEqual([
      'contract "bus events" breaks: modal:open changed from A to C',
      'contract "bus events" breaks: gone was removed',
      'contract "bus events": fresh is new, record it with npm run contracts:record',
    ]);
  });

  it('finds where a remote built against another shared would break', () => {
    // A made-up release whose modal names, events and page props differ from today's.
    expect(compatibilityProblems(path.join(__dirname, 'fixtures', 'broken-release'))).toEqual([
      expect.stringMatching(
        /^contract "bus event modal:open \(shared broken-release\)" breaks: what a broken-release remote sends .*"chat"/,
      ),
      expect.stringMatching(/^contract "bus event modal:close \(shared broken-release\)" breaks/),
      'contract "bus event newsletter:open (shared broken-release)" breaks: the event is gone, remotes built against broken-release send or wait for it',
      expect.stringMatching(/^contract "page props \(shared broken-release\)" breaks: .*locale: string/),
    ]);
  });

  it('describes exposed modules from their sources', () => {
    const consent = describeExposes('consent');
    expect(consent['./consent-layer default']).toBe('() => Element');
    // Arrays and what a promise resolves to are spelled out too: a field added to an inspected page changes the contract.
    expect(consent['./inspect inspect']).toMatch(
      /^\(\) => Promise<\{ readonly pages: readonly Array<\{ readonly description: null \| string;/,
    );
  });
});
