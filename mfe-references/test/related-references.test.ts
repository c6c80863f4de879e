import { references } from '../src/content/references';
import { relatedReferences } from '../src/content/related-references';

const entry = (slug: string, tags: string[], technologies: string[] = [], confidential?: boolean) =>
  ({ slug, title: slug, tags, technologies, confidential }) as const;

describe('relatedReferences', () => {
  it('returns at most three, never the reference itself, for every reference', () => {
    for (const reference of references) {
      const related = relatedReferences(reference, references);
      expect(related.length).toBeLessThanOrEqual(3);
      expect(related.length).toBeGreaterThan(0);
      expect(related).not.toContain(reference);
    }
  });

  it('weighs a shared topic above a shared technology, then keeps the order of the list (the showcase order)', () => {
    const base = entry('base', ['KI'], ['React', 'Node.js']);
    const list = [
      base,
      entry('eine-technologie', [], ['React']),
      entry('ein-thema', ['KI']),
      entry('thema-und-technologie', ['KI'], ['React']),
      entry('nichts', ['Workshop'], ['Miro']),
      entry('talentlake', [], ['React']),
    ];
    expect(relatedReferences(base, list, { limit: 5 }).map((reference) => reference.slug)).toEqual([
      'thema-und-technologie',
      'ein-thema',
      'eine-technologie',
      'talentlake',
    ]);
    expect(relatedReferences(base, [...list].reverse(), { limit: 5 }).map((reference) => reference.slug)).toEqual([
      'thema-und-technologie',
      'ein-thema',
      'talentlake',
      'eine-technologie',
    ]);
  });

  it('leaves out excluded slugs', () => {
    const bootcamp = references.find((reference) => reference.kind === 'workshop');
    if (bootcamp?.kind !== 'workshop') throw new Error('bootcamp missing');
    const related = relatedReferences(bootcamp, references, { exclude: bootcamp.workshopProjects });
    for (const slug of bootcamp.workshopProjects) expect(related.map((reference) => reference.slug)).not.toContain(slug);
  });
});
