import { removeAnalyticsCookies } from '../src/consent/analytics-cookies';

describe('removeAnalyticsCookies', () => {
  it('removes _ga, _ga_<id>, _gid and _gat and keeps other cookies', () => {
    document.cookie = '_ga=GA1.1.123; path=/';
    document.cookie = '_ga_ABC123=GS1.1.456; path=/';
    document.cookie = '_gid=GA1.1.789; path=/';
    document.cookie = '_gat=1; path=/';
    document.cookie = 'sitzung=behalten; path=/';

    expect(removeAnalyticsCookies().sort()).toEqual(['_ga', '_ga_ABC123', '_gat', '_gid']);
    expect(document.cookie).toBe('sitzung=behalten');
  });

  it('expires the cookies on the host and each parent domain', () => {
    const written: string[] = [];
    const fake = {
      location: { hostname: 'www.isarlicht-digital.de' },
      get cookie() {
        return '_ga=1; _gid=2';
      },
      set cookie(value: string) {
        written.push(value);
      },
    } as unknown as Document;

    removeAnalyticsCookies(fake);

    expect(written.filter((entry) => entry.startsWith('_ga='))).toEqual([
      '_ga=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/',
      '_ga=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; domain=www.isarlicht-digital.de',
      '_ga=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; domain=isarlicht-digital.de',
    ]);
  });
});
