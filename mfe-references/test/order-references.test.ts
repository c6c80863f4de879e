import { orderReferences, pinnedOrder } from '../src/content/order-references';
import { references } from '../src/content/references';

const entry = (slug: string, title: string, confidential?: boolean) => ({ slug, title, confidential }) as const;

describe('orderReferences', () => {
  it('puts the pinned references first, in their fixed order, whatever the input order', () => {
    const ordered = orderReferences([...references].reverse()).map((reference) => reference.slug);
    expect(ordered.slice(0, pinnedOrder.length)).toEqual([...pinnedOrder]);
    expect(new Set(ordered).size).toBe(references.length);
  });

  it('orders the rest public before confidential, each alphabetically in German collation', () => {
    const ordered = orderReferences([
      entry('z', 'Zahnarzt-Portal'),
      entry('c', 'Ärzte-App', true),
      entry('a', 'Öko-Shop'),
      entry('b', 'Baustoffe', true),
      entry('d', 'Apotheken-App'),
      entry('kiekje', 'Kiekje'),
    ]).map((reference) => reference.title);
    expect(ordered).toEqual(['Kiekje', 'Apotheken-App', 'Öko-Shop', 'Zahnarzt-Portal', 'Ärzte-App', 'Baustoffe']);
  });

  it('does not change its input', () => {
    const input = [entry('b', 'B'), entry('a', 'A')];
    orderReferences(input);
    expect(input.map((reference) => reference.slug)).toEqual(['b', 'a']);
  });
});
