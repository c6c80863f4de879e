import { useRef, useState } from 'react';
import { Button } from '@isarlicht/ui/button';
import { loadInspections } from '../inspections/load-inspections';
import { isToolRoute, siteRoutes } from '../inspections/site-routes';
import { crawlSite } from '../links/crawl-site';
import { FindingsTable } from '../ui/findings-table';
import { SiteFrame } from '../ui/site-frame';
import { ToolStatus } from '../ui/tool-status';
import { imageProblems, type ImageProblem } from './asset-checks';

const labels = { alt: 'alt', width: 'width', height: 'height' } as const;

/** Renders every route and lists images without alt, width or height. */
export function ImageCheck() {
  const frame = useRef<HTMLIFrameElement>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [problems, setProblems] = useState<ImageProblem[] | null>(null);
  const run = async () => {
    if (!frame.current) return;
    setProblems(null);
    setStatus('Routen werden ermittelt …');
    const routes = siteRoutes((await loadInspections()).flatMap((result) => ('inspection' in result ? [result.inspection] : [])));
    const crawl = await crawlSite(
      frame.current,
      routes,
      (progress) => setStatus(`Seite ${progress.done + 1} von ${progress.total}: ${progress.current}`),
      routes.length,
      isToolRoute,
    );
    const images = crawl.pages.reduce((sum, page) => sum + page.images.length, 0);
    setStatus(`${crawl.pages.length} Seiten mit ${images} Bildern geprüft.`);
    setProblems(imageProblems(crawl.pages));
  };
  return (
    <section aria-labelledby="bilder-heading">
      <h2 id="bilder-heading">Bilder auf den Seiten</h2>
      <Button variant="secondary" onClick={() => void run()} disabled={status !== null && problems === null}>
        Bilder aller Routen prüfen
      </Button>
      {status ? <ToolStatus busy={problems === null} text={status} /> : null}
      {problems ? (
        <FindingsTable<ImageProblem>
          caption="Bilder ohne alt, width oder height"
          rows={problems}
          rowKey={(problem) => problem.src}
          isProblem={() => true}
          empty="Alle Bilder haben alt, width und height."
          columns={[
            { header: 'Bild', cell: (problem) => <code>{new URL(problem.src).pathname}</code> },
            { header: 'Fehlt', cell: (problem) => problem.missing.map((attribute) => labels[attribute]).join(', ') },
            { header: 'Gefunden auf', cell: (problem) => problem.foundOn.join(', ') },
          ]}
        />
      ) : null}
      <SiteFrame ref={frame} />
    </section>
  );
}
