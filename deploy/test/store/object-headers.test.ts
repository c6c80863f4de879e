import { pointerHeaders, releaseObjectHeaders } from '../../src/store';

describe('the headers of stored objects', () => {
  it('a release file is immutable, typed by its name', () => {
    expect(releaseObjectHeaders('chunks/home.a1.js')).toEqual({
      contentType: 'text/javascript; charset=utf-8',
      cacheControl: 'public, max-age=31536000, immutable',
    });
    expect(releaseObjectHeaders('assets/font.woff2').contentType).toBe('font/woff2');
    expect(releaseObjectHeaders('LICENSE').contentType).toBe('application/octet-stream');
  });

  it("a copy compressed ahead keeps the original's type and names its encoding", () => {
    expect(releaseObjectHeaders('styles/home.b2.css.br')).toEqual({
      contentType: 'text/css; charset=utf-8',
      cacheControl: 'public, max-age=31536000, immutable',
      contentEncoding: 'br',
    });
    expect(releaseObjectHeaders('remoteEntry.js.gz').contentEncoding).toBe('gzip');
    // Only what a build compresses ahead: an archive is a file of its own.
    expect(releaseObjectHeaders('assets/data.tar.gz')).toEqual({
      contentType: 'application/octet-stream',
      cacheControl: 'public, max-age=31536000, immutable',
    });
  });

  it('the pointer is revalidated', () => {
    expect(pointerHeaders).toEqual({ contentType: 'application/json; charset=utf-8', cacheControl: 'no-cache' });
  });
});
