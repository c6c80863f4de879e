import type { Inspection } from '@isarlicht/contracts/inspect/inspection';
import { findTextProblems } from '../src/tools/translations/find-text-problems';

const description =
  'Eine Beschreibung, die lang genug ist, um die Untergrenze von einhundertzwanzig Zeichen sicher zu erreichen, ohne zu übertreiben.';

const inspection = (overrides: Partial<Inspection>): Inspection => ({ remote: 'marketing', pages: [], texts: [], ...overrides });

describe('translations: text findings', () => {
  it('finds ASCII umlauts, English leftovers and empty texts, naming remote, route and field', () => {
    const problems = findTextProblems([
      inspection({
        texts: [
          { path: '/about', field: 'intro', text: 'Software fuer den Mittelstand' },
          { path: '/about', field: 'cta', text: 'Read more' },
          { path: '/about', field: 'faq.0.answer', text: '  ' },
          { path: '/about', field: 'lead', text: 'Neue Steuer-Software für Queue-Systeme in München' },
        ],
      }),
    ]);
    expect(problems).toEqual([
      { kind: 'englisch', remote: 'marketing', path: '/about', field: 'cta', message: 'Englischer Rest „Read more“' },
      { kind: 'leer', remote: 'marketing', path: '/about', field: 'faq.0.answer', message: 'Text ist leer' },
      { kind: 'umlaut', remote: 'marketing', path: '/about', field: 'intro', message: 'Umlaut umschrieben: „fuer“' },
    ]);
  });

  it('finds Ueber at the start of a sentence and inside no word', () => {
    const texts = [
      { path: '/', field: 'a', text: 'Ueber uns' },
      { path: '/', field: 'b', text: 'Abenteuer Dauerbetrieb' },
    ];
    expect(findTextProblems([inspection({ texts })]).map((problem) => problem.field)).toEqual(['a']);
  });
});

describe('translations: titles and descriptions', () => {
  it('reports missing, too long and duplicated meta data', () => {
    const problems = findTextProblems([
      inspection({
        pages: [
          { path: '/a', title: 'Kurz', description, exactTitle: false },
          { path: '/b', title: null, description: null, exactTitle: false },
          { path: '/c', title: 'Ein sehr langer Titel, der mit dem Zusatz die Grenze sprengt', description: 'Zu kurz.', exactTitle: false },
        ],
      }),
      inspection({ remote: 'references', pages: [{ path: '/d', title: 'Kurz', description, exactTitle: true }] }),
    ]);
    expect(problems.map(({ remote, path, field, kind }) => `${remote} ${path} ${field} ${kind}`)).toEqual([
      'marketing /a meta.description doppelt',
      'marketing /a meta.title doppelt',
      'marketing /b meta.description beschreibung',
      'marketing /b meta.title titel',
      'marketing /c meta.description beschreibung',
      'marketing /c meta.title titel',
      'references /d meta.description doppelt',
      'references /d meta.title doppelt',
    ]);
    expect(problems.find((problem) => problem.path === '/c' && problem.kind === 'titel')?.message).toBe(
      'Titel mit 80 Zeichen länger als 60',
    );
  });
});
