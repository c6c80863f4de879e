import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { chromiumArgs } from '@isarlicht/tooling/browser';
import type { LighthouseFigures } from './budgets';
import { benchBrowser } from './browser';
import { median } from './median';
import { scriptFiguresOfReport } from './script-figures';

const run = promisify(execFile);
// Wherever npm placed it (hoisted or in this workspace), run with this Node.
const lighthouseCli = require.resolve('lighthouse/cli/index.js');

const categories = { performance: 'performance', accessibility: 'accessibility', bestPractices: 'best-practices', seo: 'seo' } as const;
const audits = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
} as const;

const field = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null && key in value ? (value as Record<string, unknown>)[key] : undefined;

function numberAt(report: unknown, keys: readonly string[]): number {
  const value = keys.reduce<unknown>((node, key) => field(node, key), report);
  if (typeof value !== 'number') throw new Error(`Lighthouse report has no number at ${keys.join('.')}`);
  return value;
}

/** The figures of one Lighthouse report (LHR): scores as 0–100, times in ms. */
export function figuresOfReport(report: unknown): LighthouseFigures {
  const score = (id: string) => Math.round(numberAt(report, ['categories', id, 'score']) * 100);
  const metric = (id: string) => numberAt(report, ['audits', id, 'numericValue']);
  return {
    performance: score(categories.performance),
    accessibility: score(categories.accessibility),
    bestPractices: score(categories.bestPractices),
    seo: score(categories.seo),
    fcp: metric(audits.fcp),
    lcp: metric(audits.lcp),
    tbt: metric(audits.tbt),
    cls: metric(audits.cls),
    si: metric(audits.si),
    ...scriptFiguresOfReport(report),
    benchmarkIndex: numberAt(report, ['environment', 'benchmarkIndex']),
  };
}

/** Each figure's median over the runs (per figure, as Lighthouse's own guidance does). */
export function medianFigures(runs: readonly LighthouseFigures[]): LighthouseFigures {
  const of = (key: keyof LighthouseFigures) => median(runs.map((figures) => figures[key]));
  return {
    performance: of('performance'),
    fcp: of('fcp'),
    lcp: of('lcp'),
    tbt: of('tbt'),
    cls: of('cls'),
    si: of('si'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    seo: of('seo'),
    scriptEvaluation: of('scriptEvaluation'),
    scripts: of('scripts'),
    scriptBytes: of('scriptBytes'),
    benchmarkIndex: of('benchmarkIndex'),
  };
}

/** One Lighthouse run, default (mobile) preset, in a fresh headless Chromium; the report is kept at `reportPath`. */
export async function runLighthouse(url: string, reportPath: string): Promise<LighthouseFigures> {
  const flags = ['--headless=new', ...chromiumArgs, '--disable-dev-shm-usage'].join(' ');
  await run(
    process.execPath,
    [
      lighthouseCli,
      url,
      '--output=json',
      `--output-path=${reportPath}`,
      '--quiet',
      `--chrome-flags=${flags}`,
      `--only-categories=${Object.values(categories).join(',')}`,
    ],
    { env: { ...process.env, CHROME_PATH: (await benchBrowser()).executablePath }, maxBuffer: 64 * 1024 * 1024 },
  );
  const report: unknown = JSON.parse(readFileSync(reportPath, 'utf8'));
  return figuresOfReport(report);
}
