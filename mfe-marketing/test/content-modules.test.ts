/** @jest-environment node */
import { staleModules } from '@isarlicht/tooling/content-collections';

describe('the modules the content entries feed', () => {
  it('are what the entries give: the ids and names in the contracts, the topics, the cards, the term list and the page loaders', () => {
    // `npm run content` writes them; so do this slice's build and dev server.
    expect(staleModules()).toEqual([]);
  });
});
