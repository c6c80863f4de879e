import type { RemoteName } from '@isarlicht/contracts/deployment/remotes';
import { filesOf, hintFiles } from '../../federation/remote-files';
import { loadDeployment } from '../../federation/remote-modules';

/**
 * Downloads the remote entry and the page module's chunks and stylesheets into the HTTP
 * cache, as the remote's live manifest names them, without running them: no main-thread
 * work now, and no network wait when the module is evaluated later. The runtime reads
 * the manifest again then, so a release deployed meanwhile is still the one it loads.
 */
export async function prefetchPageFiles(remote: RemoteName, module: string): Promise<void> {
  const manifestUrl = (await loadDeployment()).remotes[remote];
  const manifest: unknown = await (await fetch(manifestUrl)).json();
  hintFiles('prefetch', filesOf(manifest, manifestUrl, module));
}
