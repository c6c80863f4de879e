import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { appNames } from '@isarlicht/tooling/ports';
import { measureBuildTimes, type BuildTime } from './build-times';
import { firstLoadJsCheck, lighthouseChecks, navigationCheck, passes, type Check } from './budgets';
import { servicesPath } from './controls';
import { measureNavigations, type NavigationTiming } from './navigation';
import { parseOptions, UsageError } from './options';
import { measureLighthouse, measureSizes } from './page-runs';
import { benchPages, clientNavigations } from './pages';
import { phoneProfileLabel } from './phone-profile';
import { buildTimesTable, checksTable, lighthouseTable, navigationTable, sizesTable, type PageLighthouse } from './report';
import { benchEnv, repoRoot, startSite } from './site-server';
import { startStaticSite } from './static-site';
import { visitorChecks } from './visitor-budgets';
import { paintsTable, readingTable, tapsTable } from './visitor-report';
import { measureVisitors, type PageVisitResults } from './visitors';

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
    let visitors = new Map<string, PageVisitResults>();
    if (!options.sizesOnly) {
      navigation = await measureNavigations(site.origins.shell, clientNavigations, navigationSamples);
      checks.push(...navigation.map((timing) => navigationCheck(timing.from, timing.to, timing.remoteLoaded, timing.median)));
      // The header link's target too: its tap is compared with the same tap on pages without scripts.
      const staticSite = await startStaticSite([...benchPages, servicesPath], env, resultsDir);
      stops.push(staticSite.stop);
      visitors = await measureVisitors(site.origins.shell, staticSite.origin, benchPages, options.lighthouseRuns);
      for (const [page, visits] of visitors) checks.push(...visitorChecks(page, visits));
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
      visitorRuns: options.sizesOnly ? 0 : options.lighthouseRuns,
      buildTimes,
      sizes: Object.fromEntries(sizes),
      navigation,
      visitors: Object.fromEntries(visitors),
      lighthouse: Object.fromEntries(lighthouse),
      checks: checks.map((item) => ({ ...item, pass: passes(item) })),
    };
    // The tables as printed, beside the figures: what a reader of bench/results/ sees first.
    const report: string[] = [];
    const print = (text: string) => {
      console.log(text);
      report.push(text);
    };
    if (buildTimes.length > 0)
      print(`\nProduction build per app (npm run build -w <workspace>), wall clock\n${buildTimesTable(buildTimes)}`);
    print(
      `\nFirst-load JavaScript (requested before the shell was interactive) and CSS, gzip -9, KB of 1024 bytes (mobile viewport); JS sent: the same scripts' bytes over the wire as the server encoded them; later JS: requested afterwards, until network idle\n${sizesTable(sizes)}`,
    );
    if (!options.sizesOnly) {
      const profile = 'desktop 1350×940, 40 ms RTT, 10 Mbit/s, warm HTTP cache';
      print(
        `\nClient-side navigation, click to first frame of the new page (${profile}), ${navigationSamples} samples\n${navigationTable(navigation)}`,
      );
      const medians = `${phoneProfileLabel}, median of ${options.lighthouseRuns} runs`;
      print(
        `\nTaps from the visitor's side (${medians}): Event Timing is the tap to the next frame painted after its handlers; the answers are ms from the tap to the first frame showing them (∞: not within 10 s)\n${tapsTable(visitors)}`,
      );
      print(`\nA visitor who only reads for 12 s: long tasks after the first paint (${medians})\n${readingTable(visitors)}`);
      print(`\nPaints of a returning visitor's load against the same page with JavaScript off (${medians})\n${paintsTable(visitors)}`);
    }
    if (options.lighthouse)
      print(
        `\nLighthouse mobile, median of ${options.lighthouseRuns}; static = the same page without scripts\n${lighthouseTable(lighthouse)}`,
      );
    print(`\nBudgets (docs/bench.md)\n${checksTable(checks)}`);
    mkdirSync(resultsDir, { recursive: true });
    writeFileSync(path.join(resultsDir, 'latest.json'), `${JSON.stringify(result, null, 2)}\n`);
    writeFileSync(path.join(resultsDir, 'latest.txt'), `${report.join('\n').trim()}\n`);
    console.log(`\n[bench] wrote ${path.relative(repoRoot, path.join(resultsDir, 'latest.json'))} and latest.txt`);
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
