import axeUrl from 'axe-core/axe.min.js';
import type { AxeResults, RunOptions } from 'axe-core';
import { renderInFrame } from '../links/crawl-site';
import type { RouteViolations } from './group-violations';

interface AxeInFrame {
  readonly run: (context: Document, options: RunOptions) => Promise<AxeResults>;
}

/** axe runs inside the page's own window; the script comes from the devtools origin (allowed by the CSP). */
function loadAxe(frame: HTMLIFrameElement): Promise<AxeInFrame> {
  const win = frame.contentWindow as (Window & { axe?: AxeInFrame }) | null;
  const document = frame.contentDocument;
  if (!win || !document) return Promise.reject(new Error('Der Prüfrahmen ist nicht bereit'));
  if (win.axe) return Promise.resolve(win.axe);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = axeUrl;
    script.onload = () => (win.axe ? resolve(win.axe) : reject(new Error('axe-core hat sich nicht registriert')));
    script.onerror = () => reject(new Error(`axe-core konnte nicht geladen werden (${script.src})`));
    document.head.append(script);
  });
}

/** WCAG 2.1 AA and best-practice rules on one route, rendered in the frame. */
export async function runAxe(frame: HTMLIFrameElement, path: string): Promise<RouteViolations> {
  const document = await renderInFrame(frame, path);
  const axe = await loadAxe(frame);
  const results = await axe.run(document, { resultTypes: ['violations'], runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] } });
  return { path, violations: results.violations };
}
