import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { appNames } from '@isarlicht/tooling';
import { measureBuildTimes, type BuildTime } from './build-times';
import { firstLoadJsCheck, lighthouseChecks, navigationCheck, passes, phoneStartChecks, type Check } from './budgets';
import { measureNavigations, type NavigationTiming } from './navigation';
import { parseOptions, UsageError } from './options';
import { measureLighthouse, measureSizes } from './page-runs';
import { benchPages, clientNavigations } from './pages';
import { measurePhoneStarts, phoneProfileLabel, type PageStart } from './phone-start';
import { buildTimesTable, checksTable, lighthouseTable, navigationTable, phoneStartTable, sizesTable, type PageLighthouse } from './report';
import { benchEnv, repoRoot, startSite } from './site-server';
import { startStaticSite } from './static-site';

const resultsDir = path.join(repoRoot, 'bench', 'results');
const navigationSamples = 10;

function commitOf(): string {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  const env = benchEnv();
  // Before the site starts, so the builds do not compete with its servers for the CPU.
  const buildTimes: BuildTime[] = options.buildTimes ? await measureBuildTimes(resultsDir, env) : [];
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
    let navigation: NavigationTiming[] = [];
    let lighthouse = new Map<string, PageLighthouse>();
    let phoneStarts = new Map<string, PageStart>();
    if (!options.sizesOnly) {
      navigation = await measureNavigations(site.origins.shell, clientNavigations, navigationSamples);
      checks.push(...navigation.map((timing) => navigationCheck(timing.from, timing.to, timing.remoteLoaded, timing.median)));
      const staticSite = await startStaticSite(benchPages, env, resultsDir);
      stops.push(staticSite.stop);
      phoneStarts = await measurePhoneStarts(site.origins.shell, staticSite.origin, benchPages, options.lighthouseRuns);
      for (const [page, start] of phoneStarts) checks.push(...phoneStartChecks(page, start));
      if (options.lighthouse) {
        lighthouse = await measureLighthouse(
          site.origins.shell,
          staticSite.origin,
          options.lighthouseRuns,
          path.join(resultsDir, 'lighthouse'),
        );
        for (const [page, figures] of lighthouse) checks.push(...lighthouseChecks(page, figures.site, figures.static));
      }
    }
    const result = {
      date: new Date().toISOString(),
      commit: commitOf(),
      // The machine may be shared: its load explains noisy timings.
      machine: { cpus: os.cpus().length, node: process.version, loadAverage: os.loadavg() },
      lighthouseRuns: options.lighthouse ? options.lighthouseRuns : 0,
      phoneRuns: options.sizesOnly ? 0 : options.lighthouseRuns,
      buildTimes,
      sizes: Object.fromEntries(sizes),
      navigation,
      phoneStarts: Object.fromEntries(phoneStarts),
      lighthouse: Object.fromEntries(lighthouse),
      checks: checks.map((item) => ({ ...item, pass: passes(item) })),
    };
    mkdirSync(resultsDir, { recursive: true });
    writeFileSync(path.join(resultsDir, 'latest.json'), `${JSON.stringify(result, null, 2)}\n`);
    if (buildTimes.length > 0)
      console.log(`\nProduction build per app (npm run build -w <workspace>), wall clock\n${buildTimesTable(buildTimes)}`);
    console.log(
      `\nFirst-load JavaScript (requested before the shell was interactive) and CSS, gzip -9, KB of 1024 bytes (mobile viewport); JS sent: the same scripts' bytes over the wire as the server encoded them; later JS: requested afterwards, until network idle\n${sizesTable(sizes)}`,
    );
    if (!options.sizesOnly) {
      const profile = 'desktop 1350×940, 40 ms RTT, 10 Mbit/s, warm HTTP cache';
      console.log(
        `\nClient-side navigation, click to first frame of the new page (${profile}), ${navigationSamples} samples\n${navigationTable(navigation)}`,
      );
      console.log(
        `\nFrom the first paint until every control answers, and from a first touch to the application (${phoneProfileLabel}), median of ${options.lighthouseRuns}\n${phoneStartTable(phoneStarts)}`,
      );
    }
    if (options.lighthouse)
      console.log(
        `\nLighthouse mobile, median of ${options.lighthouseRuns}; static = the same page without scripts\n${lighthouseTable(lighthouse)}`,
      );
    console.log(`\nBudgets (docs/product.md, section 9)\n${checksTable(checks)}`);
    console.log(`\n[bench] wrote ${path.relative(repoRoot, path.join(resultsDir, 'latest.json'))}`);
    const misses = checks.filter((item) => !passes(item)).length;
    if (options.check && misses > 0) {
      console.error(`[bench] ${misses} figure(s) miss their budget`);
      process.exitCode = 1;
    }
  } finally {
    stopAll();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof UsageError ? error.message : error);
  process.exit(1);
});
