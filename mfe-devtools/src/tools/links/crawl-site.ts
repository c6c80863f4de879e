import type { EventMap } from '@isarlicht/contracts/events/event-map';
import { linkedPaths } from './check-links';
import { readPage, type CrawledPage } from './crawled-page';

// A frame between two documents may have none yet, or one without a root element.
const settled = (document: Document | null) =>
  document?.documentElement?.dataset.shell === 'ready' &&
  document.querySelector('main [aria-busy="true"]') === null &&
  document.title !== '';

function waitUntil(check: () => boolean, timeoutMs: number, failure: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const poll = () => {
      if (check()) resolve();
      else if (Date.now() - started > timeoutMs) reject(new Error(failure));
      else setTimeout(poll, 50);
    };
    poll();
  });
}

const nextFrames = (win: Window) =>
  new Promise<void>((resolve) => win.requestAnimationFrame(() => win.requestAnimationFrame(() => resolve())));

/**
 * Shows a route in the same-origin frame and resolves with its document once the shell
 * has rendered it. The first route loads the site; later ones navigate inside it over
 * the bus, as a visitor's click does: a full load per route would wait for a first paint
 * that a frame off screen never reports (ADR 015).
 */
export async function renderInFrame(frame: HTMLIFrameElement, path: string, timeoutMs = 15_000): Promise<Document> {
  const current = () => frame.contentDocument;
  const win = frame.contentWindow;
  const running = settled(current());
  if (win && running) {
    const payload: EventMap['navigate'] = { to: path };
    win.dispatchEvent(new CustomEvent('navigate', { detail: payload }));
  } else {
    frame.src = path;
  }
  await waitUntil(
    () => current()?.location.pathname === path && settled(current()),
    timeoutMs,
    `${path} wurde nach ${timeoutMs / 1000} s nicht fertig gerendert`,
  );
  const document = current();
  if (!document || !frame.contentWindow) throw new Error(`${path}: der Prüfrahmen ist weg`);
  // Effects that add content after the page rendered (and the document head) have run by then.
  await nextFrames(frame.contentWindow);
  return document;
}

export interface CrawlProgress {
  readonly done: number;
  readonly total: number;
  readonly current: string;
}

/** Crawls the given routes and every internal page they link to (up to `limit`), one after the other. */
export async function crawlSite(
  frame: HTMLIFrameElement,
  start: readonly string[],
  onProgress: (progress: CrawlProgress) => void,
  limit = 400,
  skip: (path: string) => boolean = () => false,
): Promise<{ pages: CrawledPage[]; failures: string[] }> {
  const queue = [...new Set(start)];
  const seen = new Set(queue);
  const pages: CrawledPage[] = [];
  const failures: string[] = [];
  for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
    onProgress({ done: pages.length + failures.length, total: seen.size, current: path });
    try {
      const page = readPage(path, await renderInFrame(frame, path));
      pages.push(page);
      for (const next of linkedPaths(page, window.location.origin)) {
        if (!seen.has(next) && !skip(next) && seen.size < limit) {
          seen.add(next);
          queue.push(next);
        }
      }
    } catch (error) {
      failures.push(error instanceof Error ? error.message : String(error));
    }
  }
  return { pages, failures };
}
