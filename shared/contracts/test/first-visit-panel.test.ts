import { isLegalPage } from '../src/consent/first-visit-panel';

describe('legal pages', () => {
  it('are the legal notice with the privacy policy and the terms', () => {
    expect(['/impressum', '/agb', '/agb/'].filter(isLegalPage)).toHaveLength(3);
    expect(['/', '/about', '/impressum-alt', '/contact'].filter(isLegalPage)).toEqual([]);
  });
});
