import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { AppName } from '@isarlicht/tooling/ports';
import type { LighthouseFigures } from './budgets';
import { medianFigures, runLighthouse } from './lighthouse';
import { benchPages } from './pages';
import type { PageLighthouse } from './report';
import { measurePageSizes, type PageSizes } from './sizes';

const slug = (page: string) => (page === '/' ? 'home' : page.slice(1).replaceAll('/', '-'));

/**
 * The pages side by side, each in a browser of its own: a page waits for its quiet start
 * (seconds on a clock, not on the cores), and the bytes it requests do not depend on
 * what the machine does meanwhile.
 */
export async function measureSizes(shellOrigin: string, appOfOrigin: ReadonlyMap<string, AppName>): Promise<Map<string, PageSizes>> {
  const measured = await Promise.all(
    benchPages.map(async (page) => {
      console.log(`[bench] sizes ${page}`);
      return [page, await measurePageSizes(`${shellOrigin}${page}`, appOfOrigin)] as const;
    }),
  );
  return new Map(measured);
}

/** Site and static copy alternate run by run, so both see the machine in the same state. */
export async function measureLighthouse(
  shellOrigin: string,
  staticOrigin: string,
  runs: number,
  reportsDir: string,
): Promise<Map<string, PageLighthouse>> {
  mkdirSync(reportsDir, { recursive: true });
  const results = new Map<string, PageLighthouse>();
  for (const page of benchPages) {
    const siteRuns: LighthouseFigures[] = [];
    const staticRuns: LighthouseFigures[] = [];
    for (let run = 1; run <= runs; run += 1) {
      console.log(`[bench] lighthouse ${page} run ${run}/${runs}`);
      siteRuns.push(await runLighthouse(`${shellOrigin}${page}`, path.join(reportsDir, `${slug(page)}-site-${run}.json`)));
      staticRuns.push(await runLighthouse(`${staticOrigin}${page}`, path.join(reportsDir, `${slug(page)}-static-${run}.json`)));
    }
    results.set(page, { site: medianFigures(siteRuns), static: medianFigures(staticRuns), siteRuns, staticRuns });
  }
  return results;
}
