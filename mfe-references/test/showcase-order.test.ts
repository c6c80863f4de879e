import { pinnedReferences } from '@isarlicht/contracts/routes/ids';
import { orderReferences } from './support/showcase-order';
import { references } from '../src/content/references';

const entry = (slug: string, title: string, confidential?: boolean) => ({ slug, title, confidential }) as const;
const titles = (list: readonly { readonly title: string }[]) => list.map((reference) => reference.title);

describe('orderReferences', () => {
  it('puts the pinned references first, in their fixed order, whatever the input order', () => {
    const ordered = orderReferences([...references].reverse()).map((reference) => reference.slug);
    expect(ordered.slice(0, pinnedReferences.length)).toEqual([...pinnedReferences]);
    expect(new Set(ordered).size).toBe(references.length);
  });

  it('is the order the content lists the references in, so no page sorts them at run time', () => {
    expect(orderReferences(references)).toEqual(references);
    expect(references.map((reference) => reference.slug)).toEqual([
      ...pinnedReferences,
      'buchberger',
      'fussball-apps',
      'reverse-recruiting',
      'smart-home-app',
      'ausbildungs-matching-plattform',
      'baustoffe-plattform',
      'fahrzeugdatenplattform',
      'nearshore-teams',
      'product-communicator',
      'automotive-relaunch',
    ]);
  });

  it('orders the rest public before confidential, each alphabetically in German collation', () => {
    const ordered = orderReferences([
      entry('z', 'Zahnarzt-Portal'),
      entry('c', 'Ärzte-App', true),
      entry('a', 'Öko-Shop'),
      entry('b', 'Baustoffe', true),
      entry('d', 'Apotheken-App'),
      entry('kiekje', 'Kiekje'),
    ]);
    expect(titles(ordered)).toEqual(['Kiekje', 'Apotheken-App', 'Öko-Shop', 'Zahnarzt-Portal', 'Ärzte-App', 'Baustoffe']);
  });

  it('sorts umlauts and ß next to their base letters, not after z', () => {
    const ordered = orderReferences([
      entry('1', 'Zukunft'),
      entry('2', 'Übersicht'),
      entry('3', 'Straße'),
      entry('4', 'Ostsee'),
      entry('5', 'Ufer'),
      entry('6', 'Strasse B'),
    ]);
    expect(titles(ordered)).toEqual(['Ostsee', 'Straße', 'Strasse B', 'Übersicht', 'Ufer', 'Zukunft']);
  });

  it('treats unknown slugs as unpinned and keeps a pinned slug pinned even when it is confidential', () => {
    const ordered = orderReferences([
      entry('unbekannt', 'Aaa-Projekt'),
      entry('garantiemax', 'Garantiemax', true),
      entry('noch-eins', 'Bbb-Projekt'),
      entry('kiekje', 'Kiekje'),
    ]);
    expect(titles(ordered)).toEqual(['Kiekje', 'Garantiemax', 'Aaa-Projekt', 'Bbb-Projekt']);
  });

  it('copes with a subset of the pinned slugs, an empty list and a missing confidential flag', () => {
    expect(titles(orderReferences([entry('hotel-buchungsplattform', 'Hotel'), entry('talentlake', 'Talentlake')]))).toEqual([
      'Talentlake',
      'Hotel',
    ]);
    expect(orderReferences([])).toEqual([]);
    expect(
      titles(
        orderReferences([
          { slug: 'x', title: 'Beta', confidential: false },
          { slug: 'y', title: 'Alpha' },
        ]),
      ),
    ).toEqual(['Alpha', 'Beta']);
  });

  it('does not change its input', () => {
    const input = [entry('b', 'B'), entry('a', 'A')];
    orderReferences(input);
    expect(input.map((reference) => reference.slug)).toEqual(['b', 'a']);
  });
});
