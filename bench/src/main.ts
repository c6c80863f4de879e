import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { appNames, type AppName } from '@isarlicht/shared/build';
import { firstLoadJsCheck, lighthouseChecks, passes, type Check, type LighthouseFigures } from './budgets';
import { medianFigures, runLighthouse } from './lighthouse';
import { benchPages } from './pages';
import { checksTable, lighthouseTable, sizesTable, type PageLighthouse } from './report';
import { benchEnv, repoRoot, startSite } from './site-server';
import { measurePageSizes, type PageSizes } from './sizes';
import { startStaticSite } from './static-site';

const resultsDir = path.join(repoRoot, 'bench', 'results');
const lighthouseRuns = 3;

const slug = (page: string) => (page === '/' ? 'home' : page.slice(1).replaceAll('/', '-'));

async function measureSizes(shellOrigin: string, appOfOrigin: ReadonlyMap<string, AppName>): Promise<Map<string, PageSizes>> {
  const sizes = new Map<string, PageSizes>();
  for (const page of benchPages) {
    console.log(`[bench] sizes ${page}`);
    sizes.set(page, await measurePageSizes(`${shellOrigin}${page}`, appOfOrigin));
  }
  return sizes;
}

/** Site and static copy alternate run by run, so both see the machine in the same state. */
async function measureLighthouse(shellOrigin: string, staticOrigin: string): Promise<Map<string, PageLighthouse>> {
  const reportsDir = path.join(resultsDir, 'lighthouse');
  mkdirSync(reportsDir, { recursive: true });
  const results = new Map<string, PageLighthouse>();
  for (const page of benchPages) {
    const siteRuns: LighthouseFigures[] = [];
    const staticRuns: LighthouseFigures[] = [];
    for (let run = 1; run <= lighthouseRuns; run += 1) {
      console.log(`[bench] lighthouse ${page} run ${run}/${lighthouseRuns}`);
      siteRuns.push(await runLighthouse(`${shellOrigin}${page}`, path.join(reportsDir, `${slug(page)}-site-${run}.json`)));
      staticRuns.push(await runLighthouse(`${staticOrigin}${page}`, path.join(reportsDir, `${slug(page)}-static-${run}.json`)));
    }
    results.set(page, { site: medianFigures(siteRuns), static: medianFigures(staticRuns), siteRuns, staticRuns });
  }
  return results;
}

function commitOf(): string {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

async function main(): Promise<void> {
  const sizesOnly = process.argv.includes('--sizes-only');
  const check = process.argv.includes('--check');
  const env = benchEnv();
  console.log('[bench] starting the production site (npm start) …');
  const site = await startSite(env, resultsDir);
  const stops = [site.stop];
  const stopAll = () => stops.forEach((stop) => stop());
  process.on('SIGINT', () => {
    stopAll();
    process.exit(130);
  });
  try {
    const appOfOrigin = new Map(appNames.map((app) => [site.origins[app], app] as const));
    const sizes = await measureSizes(site.origins.shell, appOfOrigin);
    const checks: Check[] = [firstLoadJsCheck('/', sizes.get('/')?.jsGzip ?? Number.POSITIVE_INFINITY)];
    let lighthouse = new Map<string, PageLighthouse>();
    if (!sizesOnly) {
      const staticSite = await startStaticSite(benchPages, env, resultsDir);
      stops.push(staticSite.stop);
      lighthouse = await measureLighthouse(site.origins.shell, staticSite.origin);
      for (const [page, figures] of lighthouse) checks.push(...lighthouseChecks(page, figures.site, figures.static));
    }
    const result = {
      date: new Date().toISOString(),
      commit: commitOf(),
      machine: { cpus: os.cpus().length, node: process.version },
      lighthouseRuns: sizesOnly ? 0 : lighthouseRuns,
      sizes: Object.fromEntries(sizes),
      lighthouse: Object.fromEntries(lighthouse),
      checks: checks.map((item) => ({ ...item, pass: passes(item) })),
    };
    mkdirSync(resultsDir, { recursive: true });
    writeFileSync(path.join(resultsDir, 'latest.json'), `${JSON.stringify(result, null, 2)}\n`);
    console.log(`\nJavaScript and CSS until network idle, gzip -9, KB of 1024 bytes (mobile viewport)\n${sizesTable(sizes)}`);
    if (!sizesOnly) console.log(`\nLighthouse mobile, median of ${lighthouseRuns}; static = the same page without scripts\n${lighthouseTable(lighthouse)}`);
    console.log(`\nBudgets (ARCHITECTURE section 5)\n${checksTable(checks)}`);
    console.log(`\n[bench] wrote ${path.relative(repoRoot, path.join(resultsDir, 'latest.json'))}`);
    const misses = checks.filter((item) => !passes(item)).length;
    if (check && misses > 0) {
      console.error(`[bench] ${misses} figure(s) miss their budget`);
      process.exitCode = 1;
    }
  } finally {
    stopAll();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
