import { loadDeploymentConfig } from '@isarlicht/browser-runtime/deployment/load-deployment-config';
import { remoteNames } from '@isarlicht/contracts/deployment/remotes';
import type { MeasuredAsset } from './asset-checks';
import { manifestFiles } from './manifest-files';

async function gzipSize(body: ArrayBuffer): Promise<number> {
  const stream = new Blob([body]).stream().pipeThrough(new CompressionStream('gzip'));
  return (await new Response(stream).arrayBuffer()).byteLength;
}

async function measure(remote: string, url: string): Promise<MeasuredAsset> {
  try {
    const response = await fetch(url);
    const body = await response.arrayBuffer();
    const timing = performance.getEntriesByName(url).at(-1) as PerformanceResourceTiming | undefined;
    return {
      remote,
      url,
      status: response.status,
      bytes: body.byteLength,
      gzipBytes: await gzipSize(body),
      transferBytes: timing?.transferSize ?? 0,
      cacheControl: response.headers.get('cache-control'),
    };
  } catch {
    return { remote, url, status: 0, bytes: 0, gzipBytes: 0, transferBytes: 0, cacheControl: null };
  }
}

/** Every file every remote's live manifest names, fetched and measured. */
export async function measureAssets(onProgress: (done: number, total: number) => void): Promise<MeasuredAsset[]> {
  const config = await loadDeploymentConfig();
  const lists = await Promise.all(
    remoteNames.map(async (remote) => {
      const manifestUrl = config.remotes[remote];
      const manifest: unknown = await fetch(manifestUrl, { cache: 'no-cache' }).then(
        (response) => response.json(),
        () => null,
      );
      return [manifestUrl, ...manifestFiles(manifest, manifestUrl)].map((url) => ({ remote, url }));
    }),
  );
  const files = lists.flat();
  const measured: MeasuredAsset[] = [];
  for (const file of files) {
    measured.push(await measure(file.remote, file.url));
    onProgress(measured.length, files.length);
  }
  return measured;
}
