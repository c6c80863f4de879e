/** @jest-environment node */
import { checkContentModules } from '@isarlicht/tooling/content-modules-check';

describe('the modules the content entries feed', () => {
  it('are what the entries give: the ids and names in the contracts, the topics, the cards, the term list and the page loaders', () => {
    const { status, output } = checkContentModules();
    expect(output).toBe('');
    expect(status).toBe(0);
  });
});
