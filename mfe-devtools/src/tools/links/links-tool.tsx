import { useRef, useState } from 'react';
import { Button } from '@isarlicht/ui/button';
import { loadInspections } from '../inspections/load-inspections';
import { isToolRoute, siteRoutes } from '../inspections/site-routes';
import { counted } from '../ui/counted';
import { FindingsTable } from '../ui/findings-table';
import { saveLastResult } from '../ui/last-results';
import { SiteFrame } from '../ui/site-frame';
import { ToolStatus } from '../ui/tool-status';
import { checkLinks, type LinkProblem } from './check-links';
import { crawlSite, type CrawlProgress } from './crawl-site';

type State =
  | { readonly phase: 'idle' }
  | { readonly phase: 'running'; readonly progress: CrawlProgress | null }
  | { readonly phase: 'done'; readonly problems: LinkProblem[]; readonly pages: number; readonly failures: string[] };

/** Crawls every route in the running site and reports broken links, missing anchors and unsafe external links. */
export function LinksTool() {
  const frame = useRef<HTMLIFrameElement>(null);
  const [state, setState] = useState<State>({ phase: 'idle' });
  const run = async () => {
    if (!frame.current) return;
    setState({ phase: 'running', progress: null });
    const routes = siteRoutes((await loadInspections()).flatMap((result) => ('inspection' in result ? [result.inspection] : [])));
    const crawl = await crawlSite(frame.current, routes, (progress) => setState({ phase: 'running', progress }), 400, isToolRoute);
    const problems = checkLinks(crawl.pages, window.location.origin);
    saveLastResult(
      'links',
      problems.length + crawl.failures.length,
      `${counted(problems.length, 'Befund', 'Befunde')} auf ${counted(crawl.pages.length, 'Seite', 'Seiten')}`,
    );
    setState({ phase: 'done', problems, pages: crawl.pages.length, failures: crawl.failures });
  };
  return (
    <>
      <Button onClick={() => void run()} disabled={state.phase === 'running'}>
        {state.phase === 'done' ? 'Erneut prüfen' : 'Alle Routen prüfen'}
      </Button>
      {state.phase === 'running' ? (
        <ToolStatus
          busy
          text={
            state.progress
              ? `Seite ${state.progress.done + 1} von ${state.progress.total}: ${state.progress.current}`
              : 'Routen werden ermittelt …'
          }
        />
      ) : null}
      {state.phase === 'done' ? (
        <>
          <ToolStatus
            busy={false}
            text={`${counted(state.pages, 'Seite', 'Seiten')} geprüft, ${counted(state.problems.length, 'Befund', 'Befunde')}.`}
          />
          {state.failures.map((failure) => (
            <p key={failure} role="alert">
              {failure}
            </p>
          ))}
          <FindingsTable<LinkProblem>
            caption="Kaputte Links und Anker"
            rows={state.problems}
            rowKey={(problem) => `${problem.kind}${problem.href}`}
            isProblem={() => true}
            empty='Keine Befunde: alle internen Links und Anker führen zu einer Seite, externe Links haben rel="noopener".'
            columns={[
              { header: 'Befund', cell: (problem) => problem.message },
              { header: 'Link', cell: (problem) => <code>{problem.href}</code> },
              { header: 'Linktext', cell: (problem) => problem.text || '–' },
              {
                header: 'Gefunden auf',
                cell: (problem) =>
                  problem.foundOn.slice(0, 5).join(', ') +
                  (problem.foundOn.length > 5 ? ` und ${problem.foundOn.length - 5} weiteren` : ''),
              },
            ]}
          />
        </>
      ) : null}
      <SiteFrame ref={frame} />
    </>
  );
}
