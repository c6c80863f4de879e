import { purposeTexts } from '../src/panel/purpose-texts';

describe('purpose texts', () => {
  it('say that Google Analytics measures with a pseudonym, as the privacy policy does, not anonymously', () => {
    expect(purposeTexts.analytics.text).toMatch(/pseudonym/);
    expect(purposeTexts.analytics.text).not.toMatch(/anonym/i);
  });
});
