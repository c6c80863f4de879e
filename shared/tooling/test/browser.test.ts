import { describeBrowser, noBrowserHelp, resolveBrowser, resolveTestBrowser, type BrowserFinders } from '../src/browser';

const finders = (installed: readonly string[], packaged: string | null): BrowserFinders & { calls: string[] } => {
  const calls: string[] = [];
  return {
    calls,
    installed: async () => {
      calls.push('installed');
      return installed;
    },
    packaged: async () => {
      calls.push('packaged');
      return packaged;
    },
  };
};

describe('browser resolution', () => {
  it('takes CHROME_PATH first and looks no further', async () => {
    const found = finders(['/usr/bin/google-chrome'], '/tmp/chromium');
    await expect(resolveBrowser({ CHROME_PATH: '/opt/chrome/chrome' }, found)).resolves.toEqual({
      executablePath: '/opt/chrome/chrome',
      source: 'CHROME_PATH',
      reason: 'CHROME_PATH is set',
    });
    expect(found.calls).toEqual([]);
  });

  it('then the best installed Chrome or Chromium', async () => {
    const found = finders(['/usr/bin/google-chrome-stable', '/usr/bin/chromium'], '/tmp/chromium');
    await expect(resolveBrowser({}, found)).resolves.toMatchObject({
      executablePath: '/usr/bin/google-chrome-stable',
      source: 'installed',
    });
    expect(found.calls).toEqual(['installed']);
  });

  it('then the Chromium packaged in node_modules', async () => {
    const found = finders([], '/tmp/chromium');
    const browser = await resolveBrowser({ CHROME_PATH: '' }, found);
    expect(browser).toEqual({ executablePath: '/tmp/chromium', source: 'packaged', reason: 'no CHROME_PATH, no installed Chrome' });
    expect(browser && describeBrowser(browser, '147.0.7727.0')).toBe(
      'Chromium 147.0.7727.0 from @sparticuz/chromium (no CHROME_PATH, no installed Chrome)',
    );
  });

  it('ignores installed browsers on request, as on a machine that has none', async () => {
    const found = finders(['/usr/bin/chromium'], '/tmp/chromium');
    const browser = await resolveBrowser({ ISARLICHT_IGNORE_SYSTEM_BROWSER: '1' }, found);
    expect(browser).toMatchObject({ source: 'packaged', reason: 'no CHROME_PATH, installed browsers ignored' });
    expect(found.calls).toEqual(['packaged']);
  });

  it('for the browser tests, the packaged headless shell before an installed browser', async () => {
    const found = finders(['/usr/bin/chromium'], '/tmp/chromium');
    await expect(resolveTestBrowser({}, found)).resolves.toEqual({
      executablePath: '/tmp/chromium',
      source: 'packaged',
      reason: 'no CHROME_PATH; the packaged headless shell comes first for browser tests',
    });
    expect(found.calls).toEqual(['packaged']);
  });

  it('for the browser tests, an installed browser where nothing is packaged, and CHROME_PATH over both', async () => {
    const found = finders(['/Applications/Google Chrome.app/Contents/MacOS/Google Chrome'], null);
    await expect(resolveTestBrowser({}, found)).resolves.toMatchObject({
      executablePath: '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
      source: 'installed',
      reason: 'no CHROME_PATH, no packaged Chromium; found installed',
    });
    expect(found.calls).toEqual(['packaged', 'installed']);
    await expect(resolveTestBrowser({ CHROME_PATH: '/usr/bin/chromium' }, found)).resolves.toMatchObject({ source: 'CHROME_PATH' });
    await expect(resolveTestBrowser({}, finders([], null))).resolves.toBeNull();
  });

  it('finds none: the caller falls back, and the help names the ways to get one', async () => {
    await expect(resolveBrowser({}, finders([], null))).resolves.toBeNull();
    expect(noBrowserHelp).toContain('CHROME_PATH');
    expect(noBrowserHelp).toContain('@sparticuz/chromium');
  });
});
