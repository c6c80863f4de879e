import { storeFreshness } from '../../src/origin/store-freshness';

const failing = () => Promise.reject(new Error('the release store did not answer within 2000 ms'));

describe('revalidation with the store: no-cache while it answers, stale-if-error while it does not', () => {
  let clock = 0;
  const now = () => clock;
  beforeEach(() => {
    clock = 1_000_000;
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('waits for the store while it answers, one revalidation for the requests that arrive while it runs', async () => {
    const freshness = storeFreshness(1000, now);
    let release: () => void = () => undefined;
    const work = jest.fn(() => new Promise<void>((resolve) => (release = resolve)));
    const both = Promise.all([freshness.revalidate('shell/about.html', work), freshness.revalidate('shell/about.html', work)]);
    release();
    expect(await both).toEqual(['fresh', 'fresh']);
    expect(work).toHaveBeenCalledTimes(1);
    expect(freshness.state()).toMatchObject({ stale: [], staleSince: null, lastContact: new Date(clock).toISOString() });
  });

  it('after a failure answers stale at once, asks again only after retryMs, and is fresh once the store answers', async () => {
    const freshness = storeFreshness(1000, now);
    expect(await freshness.revalidate('marketing/mf-manifest.json', failing)).toBe('stale');
    expect(freshness.state()).toMatchObject({
      stale: ['the release store did not answer within 2000 ms'],
      staleSince: new Date(clock).toISOString(),
    });
    const work = jest.fn(() => Promise.resolve());
    clock += 500;
    expect(await freshness.revalidate('marketing/mf-manifest.json', work)).toBe('stale');
    expect(work).not.toHaveBeenCalled();
    // Another key is still asked and waited for.
    expect(await freshness.revalidate('shell/index.html', work)).toBe('fresh');
    clock += 600;
    expect(await freshness.revalidate('marketing/mf-manifest.json', work)).toBe('stale');
    await new Promise((resolve) => setImmediate(resolve));
    expect(work).toHaveBeenCalledTimes(2);
    expect(freshness.state().stale).toEqual([]);
    expect(await freshness.revalidate('marketing/mf-manifest.json', work)).toBe('fresh');
  });
});
