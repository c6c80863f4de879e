import { useCallback, useEffect, useState } from 'react';
import { Button } from '@isarlicht/ui/button';
import { FindingsTable } from '../ui/findings-table';
import { saveLastResult } from '../ui/last-results';
import { ToolStatus } from '../ui/tool-status';
import { assetProblems, type MeasuredAsset } from './asset-checks';
import { ImageCheck } from './image-check';
import { measureAssets } from './measure-assets';

const kilobytes = (bytes: number) => (bytes === 0 ? '–' : `${(bytes / 1024).toFixed(1)} KB`);
// The release folder is the same for all files of a remote (the versions table names it).
const fileName = (url: string) => new URL(url).pathname.replace(/^\/releases\/[^/]+\//, '');

type State =
  | { readonly phase: 'running'; readonly done: number; readonly total: number }
  | { readonly phase: 'done'; readonly assets: MeasuredAsset[] };

/** Every file each remote serves according to its live manifest: size, gzip, caching, 404s; then the pages' images. */
export function AssetsTool() {
  const [state, setState] = useState<State>({ phase: 'running', done: 0, total: 0 });
  const run = useCallback(async () => {
    setState({ phase: 'running', done: 0, total: 0 });
    const assets = await measureAssets((done, total) => setState({ phase: 'running', done, total }));
    const problems = assets.filter((asset) => assetProblems(asset).length > 0).length;
    saveLastResult('assets', problems, `${problems} auffällige von ${assets.length} Dateien`);
    setState({ phase: 'done', assets });
  }, []);
  useEffect(() => {
    void run();
  }, [run]);

  return (
    <>
      {state.phase === 'running' ? (
        <ToolStatus busy text={state.total === 0 ? 'Manifeste werden gelesen …' : `Datei ${state.done} von ${state.total} gemessen …`} />
      ) : (
        <>
          <ToolStatus
            busy={false}
            text={`${state.assets.length} Dateien, zusammen ${kilobytes(state.assets.reduce((sum, asset) => sum + asset.gzipBytes, 0))} gzip.`}
          />
          <Button variant="secondary" onClick={() => void run()}>
            Erneut messen
          </Button>
          <FindingsTable<MeasuredAsset>
            caption="Dateien der Remotes laut Manifest"
            rows={state.assets}
            rowKey={(asset) => asset.url}
            isProblem={(asset) => assetProblems(asset).length > 0}
            empty="Kein Remote hat Dateien gemeldet."
            columns={[
              { header: 'Remote', cell: (asset) => asset.remote },
              { header: 'Datei', cell: (asset) => <code>{fileName(asset.url)}</code> },
              { header: 'Status', cell: (asset) => asset.status || 'nicht erreichbar' },
              { header: 'Größe', cell: (asset) => kilobytes(asset.bytes) },
              { header: 'gzip', cell: (asset) => kilobytes(asset.gzipBytes) },
              { header: 'Übertragen', cell: (asset) => kilobytes(asset.transferBytes) },
              { header: 'Cache-Control', cell: (asset) => asset.cacheControl ?? '–' },
              { header: 'Befund', cell: (asset) => assetProblems(asset).join('; ') || 'in Ordnung' },
            ]}
          />
        </>
      )}
      <ImageCheck />
    </>
  );
}
