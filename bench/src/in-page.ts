import type { CDPSession, Page } from 'playwright-core';

/**
 * The bench's probes run in a JavaScript world of their own in every document of the
 * tab: apart from the page's scripts, and also with JavaScript off, where the page's
 * own world runs nothing but DevTools still runs an isolated one. They share the page's
 * DOM, its events, its performance timeline and its storage. They report through
 * `sessionStorage`, which outlives a reload or a navigation of the tab, and what the
 * bench waits for at once through a DevTools binding (a notice); the bench asks them
 * for something by an event on the document.
 */
const probeWorld = 'bench-probes';
/** The function a probe calls with a notice, as JSON with a `type`. */
export const noticeBinding = '__benchNotice';

/** Asks the probes to write what they hold now (entries still queued included). */
export const flushEvent = '__bench:flush';

/**
 * The source of `probe(arg)` for a page. tsx compiles the bench with esbuild's
 * `keepNames`, which wraps inner functions in a `__name` helper that exists only in
 * Node; the page gets an identity in its place.
 */
export const inPageScript = <A>(probe: (arg: A) => void, arg: A): string =>
  `(() => { const __name = (value) => value; (${probe.toString()})(${JSON.stringify(arg)}); })();`;

/** The probes' notices as they arrive: `next(type)` is the first of that type not taken yet. */
export interface Notices {
  next(type: string, timeoutMs: number): Promise<Readonly<Record<string, unknown>>>;
}

/** Installs the probes for every document the tab will load, before any of its scripts, and listens to their notices. */
export async function installProbes(devtools: CDPSession, scripts: readonly string[]): Promise<Notices> {
  const arrived: Record<string, unknown>[] = [];
  let waiting: (() => void)[] = [];
  devtools.on('Runtime.bindingCalled', ({ name, payload }) => {
    if (name !== noticeBinding) return;
    const notice: unknown = JSON.parse(payload);
    if (typeof notice === 'object' && notice !== null) arrived.push(notice as Record<string, unknown>);
    const woken = waiting;
    waiting = [];
    for (const wake of woken) wake();
  });
  await devtools.send('Runtime.enable');
  await devtools.send('Runtime.addBinding', { name: noticeBinding, executionContextName: probeWorld });
  await devtools.send('Page.enable');
  for (const source of scripts) await devtools.send('Page.addScriptToEvaluateOnNewDocument', { source, worldName: probeWorld });
  return {
    async next(type, timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const index = arrived.findIndex((notice) => notice['type'] === type);
        if (index >= 0) return arrived.splice(index, 1)[0] ?? {};
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no ${type} notice from the page within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiting.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
  };
}

/** What the probes wrote under `keys`, parsed, after they were asked to write everything they hold. */
export const probeStorage = (page: Page, keys: readonly string[]): Promise<unknown[]> =>
  page.evaluate(
    ({ flush, wanted }) => {
      document.dispatchEvent(new Event(flush));
      return wanted.map((key) => JSON.parse(sessionStorage.getItem(key) ?? 'null') as unknown);
    },
    { flush: flushEvent, wanted: keys },
  );

/**
 * Runs `check` (an evaluation in the page) every 100 ms until it gives a value other
 * than null, through navigations: a document being replaced only delays it. The page's
 * own world answers an evaluation from DevTools even with JavaScript off, where a wait
 * inside the page would never run. Null when the time is up.
 */
export async function pollPage<T>(page: Page, check: () => Promise<T | null>, timeoutMs: number): Promise<T | null> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check().catch(() => null);
    if (value !== null) return value;
    if (Date.now() > deadline) return null;
    await page.waitForTimeout(100);
  }
}
