import { fetchEarly } from '@isarlicht/browser-runtime/start/early-fetch';
import { filesOf, hintFile, manifestUrlOf, type ModuleFiles } from '../../federation/remote-files';
import { onePerTask } from './one-per-task';

/**
 * The files of a remote's module as the live manifest names them, read through the
 * deployment configuration; the application takes both responses instead of asking
 * again (early-fetch.ts), and a second lookup shares the first one's requests. Null
 * where the configuration names no such remote.
 */
export async function lookUpModule(configUrl: string, remote: string, module: string): Promise<ModuleFiles | null> {
  const config: unknown = await (await fetchEarly(window, configUrl, { priority: 'low' })).json();
  const manifestUrl = manifestUrlOf(config, remote);
  if (manifestUrl === '') return null;
  const manifest: unknown = await (await fetchEarly(window, manifestUrl, { priority: 'low' })).json();
  return filesOf(manifest, manifestUrl, module);
}

/**
 * Starts what the application needs for a module, while the shell's own scripts
 * download, instead of one request after another once they run: the deployment
 * configuration, the remote's live manifest, and from it the remote entry, the
 * module's chunks and stylesheets as preloads, one per task. The page names only the remote and the
 * module; the hashed files come from the manifest that is live now, so a remote deployed
 * after the prerender is fetched as it is. Anything that fails here the application
 * requests again itself.
 */
export function fetchModuleAhead(configUrl: string, remote: string | null | undefined, module: string | null | undefined): void {
  // The page preloads the configuration (a preload is only found by a request of the same mode and cache).
  const config = fetchEarly(window, configUrl, { priority: 'low' });
  config.catch(() => undefined);
  if (remote == null || module == null) return;
  lookUpModule(configUrl, remote, module)
    .then((files) => files !== null && onePerTask(hints('preload', files)))
    .catch(() => undefined);
}

/** One step per file of a module, each hinting it and handing the link to `hinted`. */
const hints = (
  rel: 'preload' | 'prefetch',
  files: ModuleFiles,
  hinted: (link: HTMLLinkElement) => void = () => undefined,
): (() => void)[] => [
  ...files.scripts.map((href) => () => hinted(hintFile(rel, 'script', href))),
  ...files.styles.map((href) => () => hinted(hintFile(rel, 'style', href))),
];

const downloaded = (link: HTMLLinkElement): Promise<void> =>
  new Promise((resolve) => {
    link.addEventListener('load', () => resolve());
    link.addEventListener('error', () => resolve());
  });

/**
 * Downloads the files a lookup (`lookUpModule`) names into the HTTP cache at the
 * browser's lowest priority, one link per task, until `stopped` says a start has come
 * that preloads them instead. Nothing of them runs. Resolves once they have arrived (or
 * could not be read), unless a start stopped it.
 */
export function prefetchModuleAhead(lookup: Promise<ModuleFiles | null>, stopped: () => boolean): Promise<void> {
  return lookup
    .then(
      (files) =>
        new Promise<void>((resolve) => {
          if (files === null) return resolve();
          const arrivals: Promise<void>[] = [];
          const steps = hints('prefetch', files, (link) => arrivals.push(downloaded(link)));
          onePerTask([...steps, () => void Promise.all(arrivals).then(() => resolve())], stopped);
        }),
    )
    .catch(() => undefined);
}
