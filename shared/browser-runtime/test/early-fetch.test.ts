import { fetchEarly, takeEarlyFetch } from '../src/start/early-fetch';

/** jsdom has no fetch API: the little of a Response the module uses. */
class AnsweredRequest {
  constructor(private readonly body: string) {}
  clone(): AnsweredRequest {
    return new AnsweredRequest(this.body);
  }
  json(): Promise<unknown> {
    return Promise.resolve(JSON.parse(this.body));
  }
}

describe('early fetch', () => {
  const answers: string[] = [];
  beforeEach(() => {
    answers.length = 0;
    window.fetch = jest.fn((input: RequestInfo | URL) => {
      answers.push(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
      return Promise.resolve(new AnsweredRequest('{"remotes":{}}') as unknown as Response);
    });
  });

  it('requests a URL once and hands the application its response once', async () => {
    const [first, second] = await Promise.all([fetchEarly(window, '/remotes.json'), fetchEarly(window, '/remotes.json')]);
    expect(answers).toEqual([new URL('/remotes.json', window.location.href).href]);
    expect(await first.json()).toEqual({ remotes: {} });
    expect(await second.json()).toEqual({ remotes: {} });
    const taken = takeEarlyFetch(window, new URL('/remotes.json', window.location.href).href);
    expect(await (await taken)?.json()).toEqual({ remotes: {} });
    expect(takeEarlyFetch(window, '/remotes.json')).toBeNull();
  });

  it('has nothing for a URL the boot script did not request', () => {
    expect(takeEarlyFetch(window, 'http://localhost:8181/mf-manifest.json')).toBeNull();
  });
});
