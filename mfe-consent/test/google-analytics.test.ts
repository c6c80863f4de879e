import { startAnalytics } from '../src/third-party/google-analytics';

describe('Google Analytics', () => {
  it('loads gtag.js from the configured address with the measurement id', () => {
    startAnalytics({ gaMeasurementId: 'G-TEST42', gaScriptUrl: 'https://gtm.isarlicht-digital.example/gtag/js' });
    const sources = [...document.head.querySelectorAll('script')].map((script) => script.src);
    expect(sources).toEqual(['https://gtm.isarlicht-digital.example/gtag/js?id=G-TEST42']);
  });
});
