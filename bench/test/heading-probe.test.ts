import { landingAfter, type HeadingSeen } from '../src/heading-probe';

const contact: HeadingSeen = { text: 'Kontakt', frameAt: 900, paintAt: 700 };

describe('landingAfter', () => {
  it('is the frame after the heading entered the same document (a client-side navigation)', () => {
    expect(landingAfter([contact, { text: 'Leistungen', frameAt: 1400, paintAt: 700 }], 'Leistungen', 1000)).toBe(400);
  });

  it("is the next document's first paint when that comes after the heading's frame", () => {
    expect(landingAfter([contact, { text: 'Leistungen', frameAt: 1300, paintAt: 1650 }], 'Leistungen', 1000)).toBe(650);
  });

  it('never came while the next document has not painted, or without the heading', () => {
    expect(landingAfter([{ text: 'Leistungen', frameAt: 1300, paintAt: null }], 'Leistungen', 1000)).toBe(Number.POSITIVE_INFINITY);
    expect(landingAfter([contact], 'Leistungen', 1000)).toBe(Number.POSITIVE_INFINITY);
  });

  it('does not count the heading of a page shown before the tap', () => {
    expect(landingAfter([{ text: 'Leistungen', frameAt: 800, paintAt: 700 }], 'Leistungen', 1000)).toBe(Number.POSITIVE_INFINITY);
  });
});
