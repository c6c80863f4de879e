import { appNames } from '@isarlicht/tooling/ports';
import { libraryParts } from './attribution';
import { lcpRatio, passes, type Check, type LighthouseFigures } from './budgets';
import type { BuildTime } from './build-times';
import type { NavigationTiming } from './navigation';
import type { PageSizes } from './sizes';
import { formatTable, formatValue, kb } from './table';

export interface PageLighthouse {
  readonly site: LighthouseFigures;
  readonly static: LighthouseFigures;
  readonly siteRuns: readonly LighthouseFigures[];
  readonly staticRuns: readonly LighthouseFigures[];
}

const sizeColumns: readonly string[] = [...libraryParts, ...appNames, 'other'];

export function sizesTable(sizes: ReadonlyMap<string, PageSizes>): string {
  const rows = [...sizes].map(([page, figures]) => [
    page,
    String(figures.requests),
    `${figures.jsRequests}`,
    kb(figures.jsGzip),
    kb(figures.jsSent),
    ...sizeColumns.map((column) => kb(figures.js[column] ?? 0)),
    kb(figures.cssGzip),
    kb(figures.laterJsGzip),
  ]);
  return formatTable(['page', 'requests', 'js files', 'JS KB gz', 'JS KB sent', ...sizeColumns, 'CSS KB gz', 'later JS KB gz'], rows);
}

export function lighthouseTable(results: ReadonlyMap<string, PageLighthouse>): string {
  const rows = [...results].map(([page, { site, static: plain }]) => [
    page,
    String(site.performance),
    formatValue(site.fcp, 'ms'),
    formatValue(site.lcp, 'ms'),
    formatValue(site.tbt, 'ms'),
    formatValue(site.cls, ''),
    formatValue(site.si, 'ms'),
    `${site.accessibility}/${site.bestPractices}/${site.seo}`,
    String(plain.performance),
    formatValue(plain.lcp, 'ms'),
    formatValue(lcpRatio(site, plain), '×'),
    String(site.performance - plain.performance),
    formatValue(site.scriptEvaluation, 'ms'),
    String(site.scripts),
    kb(site.scriptBytes),
    String(Math.round(site.benchmarkIndex)),
  ]);
  return formatTable(
    [
      'page',
      'perf',
      'FCP',
      'LCP',
      'TBT',
      'CLS',
      'SI',
      'a11y/bp/SEO',
      'static perf',
      'static LCP',
      'LCP ratio',
      'perf diff',
      'script eval',
      'scripts run',
      'scripts KB',
      'bench index',
    ],
    rows,
  );
}

export function checksTable(checks: readonly Check[]): string {
  const rows = checks.map((check) => [
    check.page,
    check.figure,
    formatValue(check.value, check.unit),
    `${check.kind === 'max' ? '≤' : '≥'} ${formatValue(check.limit, check.unit)}`,
    passes(check) ? 'ok' : 'MISS',
  ]);
  return formatTable(['page', 'figure', 'value', 'budget', ''], rows);
}

export function navigationTable(timings: readonly NavigationTiming[]): string {
  const rows = timings.map((timing) => [
    `${timing.from} → ${timing.to}`,
    timing.remoteLoaded ? 'loaded' : 'not loaded',
    formatValue(timing.median, 'ms'),
    formatValue(timing.min, 'ms'),
    formatValue(timing.max, 'ms'),
    String(timing.samples.length),
  ]);
  return formatTable(['navigation', 'remote', 'median', 'min', 'max', 'samples'], rows);
}

export function buildTimesTable(times: readonly BuildTime[]): string {
  const rows = times.map(({ app, workspace, ms }) => [app, workspace, formatValue(ms / 1000, 's')]);
  const total = times.reduce((sum, { ms }) => sum + ms, 0);
  return formatTable(['app', 'workspace', 'build'], [...rows, ['all', '', formatValue(total / 1000, 's')]]);
}
