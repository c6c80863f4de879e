import { encode } from '@jridgewell/sourcemap-codec';
import { partOfSource, splitProportionally, weighChunk } from '../src/attribution';

describe('partOfSource', () => {
  it.each([
    ['webpack://isarlicht_shell/../node_modules/react-dom/cjs/react-dom-client.production.js', 'react'],
    ['webpack://isarlicht_shell/../node_modules/scheduler/cjs/scheduler.production.js', 'react'],
    ['webpack://isarlicht_shell/../node_modules/react/cjs/react.production.js', 'react'],
    ['webpack://isarlicht_shell/../node_modules/react-router/dist/development/chunk-HEAXLYUI.mjs', 'router'],
    ['webpack://isarlicht_shell/../node_modules/react-router-dom/dist/index.mjs', 'router'],
    ['webpack://isarlicht_shell/../node_modules/react-router-devtools/index.js', 'owner'],
    ['webpack://isarlicht_shell/../node_modules/@module-federation/runtime-core/dist/index.js', 'mf-runtime'],
    ['webpack://isarlicht_marketing/webpack/runtime/jsonp chunk loading', 'mf-runtime'],
    ['webpack://isarlicht_shell/./src/index.ts', 'owner'],
    ['webpack://isarlicht_shell/../node_modules/react-is-not-react/index.js', 'owner'],
    ['webpack://isarlicht_shell/../shared/ui/src/button.tsx', 'owner'],
  ])('%s is %s', (source, part) => {
    expect(partOfSource(source)).toBe(part);
  });
});

describe('weighChunk', () => {
  it('gives each segment the code up to the next one and unmapped code to the owner', () => {
    const code = 'abcdefghij\nklmno';
    const mappings = encode([[[2, 0, 0, 0], [6, 1, 0, 0], [8]], [[0, 2, 0, 0]]]);
    const map = {
      sources: ['webpack://app/../node_modules/react/index.js', 'webpack://app/./src/a.ts', 'webpack://app/webpack/runtime/x'],
      mappings,
    };
    // line 1: 0-2 unmapped, 2-6 react, 6-8 app, 8-10 unmapped; the line break; line 2: runtime.
    expect(weighChunk(code, map)).toEqual({ react: 4, router: 0, 'mf-runtime': 5, owner: 2 + 2 + 2 + 1 });
  });

  it('gives a chunk without mappings to the owner', () => {
    expect(weighChunk('abc', { sources: [], mappings: '' })).toEqual({ react: 0, router: 0, 'mf-runtime': 0, owner: 3 });
  });
});

describe('splitProportionally', () => {
  it('splits in whole bytes that add up to the total', () => {
    const shares = splitProportionally(1000, { react: 1, router: 1, 'mf-runtime': 1, owner: 0 });
    expect(shares).toEqual({ react: 333, router: 333, 'mf-runtime': 333, owner: 1 });
  });

  it('gives everything to the owner without weights', () => {
    expect(splitProportionally(10, { react: 0, router: 0, 'mf-runtime': 0, owner: 0 })).toEqual({
      react: 0,
      router: 0,
      'mf-runtime': 0,
      owner: 10,
    });
  });
});
