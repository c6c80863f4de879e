import { affectedBy, e2eGrep } from '../ci/slices';

describe('affected slices from changed files', () => {
  it('a file in one remote picks that slice only', () => {
    expect(affectedBy(['mfe-references/src/content/references/kiekje.reference.md'])).toEqual({ kind: 'slices', slices: ['references'] });
  });

  it('files in two remotes pick both, in a fixed order', () => {
    expect(affectedBy(['mfe-consent/src/store.ts', 'mfe-marketing/test/a.test.ts'])).toEqual({
      kind: 'slices',
      slices: ['marketing', 'consent'],
    });
  });

  it.each([
    'shared/contracts/src/events/event-map.ts',
    'shell/src/app.tsx',
    'deploy/src/http/shell-app.ts',
    'package-lock.json',
    'e2e/support/site.ts',
    'turbo.json',
  ])('%s is the platform: every pipeline', (file) => {
    expect(affectedBy(['mfe-references/src/a.ts', file])).toEqual({ kind: 'all', because: file });
  });

  it('documentation alone runs nothing', () => {
    expect(affectedBy(['docs/decisions/024-task-graph.md', 'mfe-references/README.md'])).toEqual({ kind: 'none' });
    expect(affectedBy([])).toEqual({ kind: 'none' });
  });

  it('a remote folder is matched whole, not by prefix', () => {
    expect(affectedBy(['mfe-references-old/x.ts'])).toEqual({ kind: 'all', because: 'mfe-references-old/x.ts' });
  });

  it('selects the slices’ tests and the smoke set', () => {
    expect(e2eGrep(['references'])).toBe('@references|@smoke');
    expect(e2eGrep(['marketing', 'consent'])).toBe('@marketing|@consent|@smoke');
  });
});
