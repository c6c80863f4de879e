/** One measured figure against its budget (docs/bench.md). */
export interface Check {
  readonly page: string;
  readonly figure: string;
  readonly value: number;
  readonly unit: string;
  readonly limit: number;
  /** `max`: the value must not exceed the limit; `min`: it must reach it. */
  readonly kind: 'max' | 'min';
}

export const passes = (check: Check): boolean => (check.kind === 'max' ? check.value <= check.limit : check.value >= check.limit);

export const budgets = {
  firstLoadJsKb: 150,
  performance: 98,
  tbtMs: 50,
  /** A prerendered page does not move: every layout shift is a fault. */
  cls: 0,
  lcpRatio: 1.1,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  /** Click to the new page's first frame when its remote must still be loaded … */
  navigationNewRemoteMs: 300,
  /** … and when it already runs in the page. */
  navigationLoadedRemoteMs: 50,
  /** The visitor's side on the phone profile (visitor-budgets.ts, docs/decisions/052). A tap to the next frame painted (Event Timing). */
  tapPaintMs: 100,
  /** A tap on „KI-Assistent" or „Erstgespräch buchen" to the dialog on screen … */
  dialogMs: 1000,
  /** … and to its frame with the title and its static text. */
  dialogFrameMs: 100,
  /** A first visitor's consent decision to its effect: record stored, panel gone (and the reload under way). */
  decisionMs: 300,
  /** The menu's popover against the same popover with JavaScript off. */
  menuRatio: 1.2,
  /** A header link tapped at once to the next page's painted heading, against the same tap with JavaScript off. */
  landingRatio: 1.1,
  /** A visitor who only reads for 12 s: blocking time of the long tasks after the first paint. */
  readingBlockingMs: 100,
} as const;

/** The medians of one page's Lighthouse runs; scores 0–100, times in ms. */
export interface LighthouseFigures {
  readonly performance: number;
  readonly fcp: number;
  readonly lcp: number;
  readonly tbt: number;
  readonly cls: number;
  readonly si: number;
  readonly accessibility: number;
  readonly bestPractices: number;
  readonly seo: number;
  /** Script evaluation on the main thread, ms (script-figures.ts). */
  readonly scriptEvaluation: number;
  /** Scripts that ran before the first interaction, and their bytes over the network. */
  readonly scripts: number;
  readonly scriptBytes: number;
  /** Lighthouse's measure of the machine's speed during the run (`environment.benchmarkIndex`): a noisy machine shows here. */
  readonly benchmarkIndex: number;
}

/** The budget checks of one page's Lighthouse medians, the site against its static copy. */
export function lighthouseChecks(page: string, site: LighthouseFigures, plain: LighthouseFigures): Check[] {
  return [
    { page, figure: 'performance', value: site.performance, unit: '', limit: budgets.performance, kind: 'min' },
    { page, figure: 'TBT', value: site.tbt, unit: 'ms', limit: budgets.tbtMs, kind: 'max' },
    { page, figure: 'CLS', value: site.cls, unit: '', limit: budgets.cls, kind: 'max' },
    { page, figure: 'LCP site/static', value: lcpRatio(site, plain), unit: '×', limit: budgets.lcpRatio, kind: 'max' },
    { page, figure: 'accessibility', value: site.accessibility, unit: '', limit: budgets.accessibility, kind: 'min' },
    { page, figure: 'best practices', value: site.bestPractices, unit: '', limit: budgets.bestPractices, kind: 'min' },
    { page, figure: 'SEO', value: site.seo, unit: '', limit: budgets.seo, kind: 'min' },
  ];
}

export const lcpRatio = (site: LighthouseFigures, plain: LighthouseFigures): number =>
  plain.lcp === 0 ? Number.POSITIVE_INFINITY : site.lcp / plain.lcp;

/** The first-load JavaScript budget, set for the home page. */
export const firstLoadJsCheck = (page: string, jsBytes: number): Check => ({
  page,
  figure: 'first-load JS (gzip)',
  value: jsBytes / 1024,
  unit: 'KB',
  limit: budgets.firstLoadJsKb,
  kind: 'max',
});

/** The client-side navigation budget: the median from the click to the first frame showing the new page. */
export const navigationCheck = (from: string, to: string, remoteLoaded: boolean, medianMs: number): Check => ({
  page: `${from} → ${to}`,
  figure: `navigation, remote ${remoteLoaded ? 'loaded' : 'not loaded'}`,
  value: medianMs,
  unit: 'ms',
  limit: remoteLoaded ? budgets.navigationLoadedRemoteMs : budgets.navigationNewRemoteMs,
  kind: 'max',
});
