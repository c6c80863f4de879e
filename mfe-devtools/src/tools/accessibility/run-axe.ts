import axeUrl from 'axe-core/axe.min.js';
import type { AxeResults, Locale, RunOptions } from 'axe-core';
import germanMessages from 'axe-core/locales/de.json';
import { renderInFrame } from '../links/crawl-site';
import type { RouteViolations } from './group-violations';

interface AxeInFrame {
  readonly run: (context: Document, options: RunOptions) => Promise<AxeResults>;
  readonly configure: (spec: { readonly locale: Locale }) => void;
}

// The team reads the rules' help in German, like the rest of the dashboard (axe's own
// German check messages do not fit its Locale type, so only the rules are taken).
const locale: Locale = { lang: germanMessages.lang, rules: germanMessages.rules };

/** axe runs inside the page's own window; the script comes from the devtools origin (allowed by the CSP). */
function loadAxe(frame: HTMLIFrameElement): Promise<AxeInFrame> {
  const win: (Window & { axe?: AxeInFrame }) | null = frame.contentWindow;
  const document = frame.contentDocument;
  if (!win || !document) return Promise.reject(new Error('Der Prüfrahmen ist nicht bereit'));
  if (win.axe) return Promise.resolve(win.axe);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = axeUrl;
    script.onload = () => {
      if (!win.axe) return reject(new Error('axe-core hat sich nicht registriert'));
      win.axe.configure({ locale });
      resolve(win.axe);
    };
    script.onerror = () => reject(new Error(`axe-core konnte nicht geladen werden (${script.src})`));
    document.head.append(script);
  });
}

/** WCAG 2.1 AA and best-practice rules on one route, rendered in the frame. */
export async function runAxe(frame: HTMLIFrameElement, path: string): Promise<RouteViolations> {
  const document = await renderInFrame(frame, path);
  const axe = await loadAxe(frame);
  const results = await axe.run(document, {
    resultTypes: ['violations'],
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
  });
  return { path, violations: results.violations };
}
