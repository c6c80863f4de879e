/**
 * The one Chromium that the prerender, the e2e tests, the bench and the dev
 * dashboard's test runs launch (docs/decisions/023). These machines cannot download
 * a test tool's own browser, so it is found in this order:
 *   1. `CHROME_PATH`, when set;
 *   2. a Chrome or Chromium installed on the machine, found by chrome-launcher's
 *      finder (the one Lighthouse uses; it knows the usual places on Linux, macOS and
 *      Windows) — skipped with `ISARLICHT_IGNORE_SYSTEM_BROWSER=1`;
 *   3. the headless Chromium inside the optional `@sparticuz/chromium` package, so
 *      that `npm install` alone brings a browser on Linux x64.
 * The browser tests swap 2 and 3 (docs/decisions/036): the packaged Chromium is a
 * headless shell, which loads the hundreds of pages a test run opens for a quarter of
 * the CPU time a full browser in headless mode takes.
 * The flags keep a headless run from reaching out to Google's services.
 */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
] as const;

export type BrowserSource = 'CHROME_PATH' | 'installed' | 'packaged';

/**
 * `installed-first` for what visitors' browsers should be measured or rendered with
 * (prerender, bench); `packaged-first` for the browser tests, which want the lighter
 * headless shell where there is one.
 */
export type BrowserOrder = 'installed-first' | 'packaged-first';

export interface ResolvedBrowser {
  readonly executablePath: string;
  readonly source: BrowserSource;
  /** Why this one, for the one line each tool prints. */
  readonly reason: string;
}

type Env = Readonly<Record<string, string | undefined>>;

export interface BrowserFinders {
  /** Installed Chrome/Chromium executables, best first (chrome-launcher's finder). */
  readonly installed: () => Promise<readonly string[]>;
  /** The packaged Chromium's executable, unpacked on first use; null where there is none. */
  readonly packaged: () => Promise<string | null>;
}

/** How to get a browser, for the message of a tool that found none. */
export const noBrowserHelp =
  'no Chromium found: set CHROME_PATH to a Chrome or Chromium, install one, or run `npm install` on Linux x64 (it brings @sparticuz/chromium)';

async function installedByChromeLauncher(): Promise<readonly string[]> {
  const { Launcher } = await import('chrome-launcher');
  try {
    return Launcher.getInstallations();
  } catch {
    // The finder throws when it finds nothing on Linux.
    return [];
  }
}

async function packagedChromium(): Promise<string | null> {
  if (process.platform !== 'linux' || process.arch !== 'x64') return null;
  try {
    const { default: chromium } = await import('@sparticuz/chromium');
    return await chromium.executablePath();
  } catch {
    // An optional dependency: absent where npm skipped it.
    return null;
  }
}

export const defaultFinders: BrowserFinders = { installed: installedByChromeLauncher, packaged: packagedChromium };

/** The browser to launch, or null when there is none (the caller says what to do then). */
export async function resolveBrowser(
  env: Env = process.env,
  finders: BrowserFinders = defaultFinders,
  order: BrowserOrder = 'installed-first',
): Promise<ResolvedBrowser | null> {
  const fromEnv = env.CHROME_PATH;
  if (fromEnv !== undefined && fromEnv !== '') return { executablePath: fromEnv, source: 'CHROME_PATH', reason: 'CHROME_PATH is set' };
  const ignoreInstalled = env.ISARLICHT_IGNORE_SYSTEM_BROWSER === '1';
  const installed = async (): Promise<ResolvedBrowser | null> => {
    if (ignoreInstalled) return null;
    // chrome-launcher's finder also reads CHROME_PATH; it is unset here.
    const [first] = await finders.installed();
    if (first === undefined) return null;
    const reason =
      order === 'installed-first' ? 'no CHROME_PATH; found installed' : 'no CHROME_PATH, no packaged Chromium; found installed';
    return { executablePath: first, source: 'installed', reason };
  };
  const packaged = async (): Promise<ResolvedBrowser | null> => {
    const executablePath = await finders.packaged();
    if (executablePath === null) return null;
    const reason =
      order === 'packaged-first'
        ? 'no CHROME_PATH; the packaged headless shell comes first for browser tests'
        : `no CHROME_PATH, ${ignoreInstalled ? 'installed browsers ignored' : 'no installed Chrome'}`;
    return { executablePath, source: 'packaged', reason };
  };
  const [first, second] = order === 'installed-first' ? [installed, packaged] : [packaged, installed];
  return (await first()) ?? (await second());
}

/** The browser for the Playwright tests: the packaged headless shell before an installed browser. */
export function resolveTestBrowser(env: Env = process.env, finders: BrowserFinders = defaultFinders): Promise<ResolvedBrowser | null> {
  return resolveBrowser(env, finders, 'packaged-first');
}

/** e.g. `Chromium 147.0.7727.0 from @sparticuz/chromium (no CHROME_PATH, no installed Chrome)`. */
export function describeBrowser(browser: ResolvedBrowser, version?: string): string {
  const name = version === undefined ? 'Chromium' : `Chromium ${version}`;
  const where = browser.source === 'packaged' ? '@sparticuz/chromium' : browser.executablePath;
  return `${name} from ${where} (${browser.reason})`;
}
