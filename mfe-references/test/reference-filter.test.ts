import { filterOptions, filterReferences, isFiltered, parseReferenceFilter, referenceFilterQuery } from '../src/content/reference-filter';
import { references } from '../src/content/references';

const options = filterOptions(references);
const parse = (query: string) => parseReferenceFilter(new URLSearchParams(query), options);

describe('filter options', () => {
  it('lists every tag and technology once, in German alphabetical order', () => {
    expect(options.tags).toEqual(expect.arrayContaining(['KI', 'MVP', 'Plattform', 'Recruiting', 'E-Commerce']));
    expect(new Set(options.tags).size).toBe(options.tags.length);
    expect(options.technologies).toEqual(expect.arrayContaining(['React', 'TypeScript', 'Flutter', 'Bubble']));
    expect([...options.technologies].sort(new Intl.Collator('de').compare)).toEqual(options.technologies);
  });
});

describe('parseReferenceFilter', () => {
  it('reads topic and technology from the query', () => {
    expect(parse('tag=KI&technologie=React')).toEqual({ tag: 'KI', technology: 'React' });
  });

  it('ignores case, blanks and URL encoding, returning the canonical spelling', () => {
    expect(parse('tag=%20ki%20&technologie=react%20native')).toEqual({ tag: 'KI', technology: 'React Native' });
    expect(parse('tag=Mobile+App')).toEqual({ tag: 'Mobile App' });
  });

  it('ignores values that name no option, and keys it does not know', () => {
    expect(parse('tag=Quantencomputing&technologie=COBOL&utm_source=newsletter')).toEqual({});
    expect(parse('tag=&technologie=')).toEqual({});
    expect(parse('tag=KI&technologie=COBOL')).toEqual({ tag: 'KI' });
  });

  it('takes the first value of a repeated key', () => {
    expect(parse('tag=MVP&tag=KI')).toEqual({ tag: 'MVP' });
  });
});

describe('filterReferences', () => {
  it('keeps every reference, in order, without a filter', () => {
    expect(filterReferences(references, {})).toEqual(references);
    expect(isFiltered({})).toBe(false);
  });

  it('keeps only references with the tag, in the showcase order', () => {
    const shown = filterReferences(references, { tag: 'KI' });
    expect(shown.length).toBeGreaterThan(1);
    expect(shown.every((reference) => reference.tags.includes('KI'))).toBe(true);
    expect(shown).toEqual(references.filter((reference) => shown.includes(reference)));
    expect(shown[0]?.slug).toBe('kiekje');
  });

  it('combines topic and technology', () => {
    const shown = filterReferences(references, { tag: 'KI', technology: 'React' });
    expect(shown.map((reference) => reference.slug)).toEqual([
      'talentlake',
      'garantiemax',
      'fahrzeugdatenplattform',
      'product-communicator',
    ]);
    expect(isFiltered({ technology: 'React' })).toBe(true);
  });

  it('can find nothing for a combination that exists separately', () => {
    expect(filterReferences(references, { tag: 'Workshop', technology: 'Flutter' })).toEqual([]);
  });
});

describe('referenceFilterQuery', () => {
  it('writes the filter and keeps unrelated parameters', () => {
    const query = referenceFilterQuery({ tag: 'KI', technology: 'React Native' }, new URLSearchParams('utm_source=newsletter'));
    expect(query.toString()).toBe('utm_source=newsletter&tag=KI&technologie=React+Native');
  });

  it('drops cleared and ignored filter values', () => {
    expect(referenceFilterQuery({}, new URLSearchParams('tag=KI&technologie=Unbekannt')).toString()).toBe('');
  });

  it('round-trips through parseReferenceFilter', () => {
    const filter = { tag: 'E-Commerce', technology: 'SAP S/4HANA' };
    expect(parseReferenceFilter(referenceFilterQuery(filter, new URLSearchParams()), options)).toEqual(filter);
  });
});
