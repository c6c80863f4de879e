import { launchChromium } from './browser';
import { runVisit } from './run-visit';
import { pageVisits, type PageVisits, type VisitSample } from './visit-figures';
import { visitFlows } from './visit-flow';

/** A page's visitor figures with the samples they are the medians of. */
export interface PageVisitResults extends PageVisits {
  readonly samples: readonly VisitSample[];
}

/**
 * `runs` rounds of every visit of visit-flow.ts on each page, on the phone profile: the
 * site at `origin`, the script-free copy at `scriptFreeOrigin`. A browser per page and
 * round, a fresh context (cold cache, its own storage) per visit.
 */
export async function measureVisitors(
  origin: string,
  scriptFreeOrigin: string,
  pages: readonly string[],
  runs: number,
): Promise<Map<string, PageVisitResults>> {
  const results = new Map<string, PageVisitResults>();
  for (const page of pages) {
    const samples: VisitSample[] = [];
    for (let run = 1; run <= runs; run += 1) {
      console.log(`[bench] visitor ${page} run ${run}/${runs}`);
      const browser = await launchChromium();
      try {
        for (const flow of visitFlows) samples.push(await runVisit(browser, flow.copy === 'site' ? origin : scriptFreeOrigin, page, flow));
      } finally {
        await browser.close();
      }
    }
    results.set(page, { ...pageVisits(samples), samples });
  }
  return results;
}
