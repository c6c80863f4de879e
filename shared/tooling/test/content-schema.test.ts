import { idList, plainText, richText, richTextParagraphs, textList } from '../src/content-schema';

const issues = (result: { readonly error?: { readonly issues: readonly { readonly message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('content schema building blocks', () => {
  it('accept rich text in the model and give its paragraphs and list items as plain text', () => {
    const text = ['Einleitung.', { list: [[{ strong: 'Punkt' }, ': Erklärung'], 'Zweiter Punkt'] }] as const;
    expect(issues(richText.safeParse(text))).toEqual([]);
    expect(richTextParagraphs(text)).toEqual(['Einleitung.', 'Punkt: Erklärung', 'Zweiter Punkt']);
  });

  it('refuse HTML pasted into a text, an entity, an unknown block and blank text', () => {
    expect(issues(richText.safeParse(['<p>Absatz</p>']))).not.toEqual([]);
    expect(issues(plainText.safeParse('Preis &amp; Leistung'))).not.toEqual([]);
    expect(issues(richText.safeParse([{ html: 'Absatz' }]))).not.toEqual([]);
    expect(issues(richText.safeParse([[{ strong: 'Fett', em: 'und kursiv' }]]))).not.toEqual([]);
    expect(issues(plainText.safeParse('  '))).toEqual(['leerer Text']);
    expect(issues(richText.safeParse([]))).not.toEqual([]);
  });

  it('refuse a list that names an entry twice or an id the site does not have', () => {
    expect(issues(textList.safeParse(['React', 'React']))).toEqual(['doppelter Eintrag']);
    const ids = idList(['kiekje', 'talentlake'] as const);
    expect(issues(ids.safeParse(['kiekje', 'talentlake']))).toEqual([]);
    expect(issues(ids.safeParse(['kiekje', 'kiekje']))).toEqual(['doppelte Verweise']);
    expect(issues(ids.safeParse(['kiekje', 'unbekannt']))).not.toEqual([]);
  });
});
