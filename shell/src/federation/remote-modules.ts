import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadDeploymentConfig } from '@isarlicht/browser-runtime/deployment/load-deployment-config';
import { remoteNames, type RemoteName } from '@isarlicht/contracts/deployment/remotes';
import type { ComposedConfig } from '@isarlicht/contracts/deployment/deployment-config';
import { crossOriginScriptsPlugin } from './cross-origin-scripts-plugin';
import { manifestRetryPlugin } from './manifest-retry-plugin';
import { dispatchPreloadError, RemoteLoadError } from './remote-load-error';

interface Entry {
  readonly promise: Promise<unknown>;
  failed: boolean;
  /** Set once loaded, so a render can read the module without suspending. */
  loaded?: { readonly module: unknown };
}

const modules = new Map<string, Entry>();

let registered = false;

/**
 * Reads the deployment configuration and tells the MF runtime, once, where each
 * remote lives; no remote is fetched until one of its modules is needed. A failed
 * read is not kept, so the slots' retry button reads it again.
 */
export async function loadDeployment(): Promise<ComposedConfig> {
  const config = await loadDeploymentConfig();
  if (!registered) {
    registered = true;
    registerPlugins([manifestRetryPlugin(), crossOriginScriptsPlugin()]);
    registerRemotes(remoteNames.map((name) => ({ name, entry: config.remotes[name] })));
  }
  return config;
}

async function fetchModule<T>(remote: RemoteName, module: string): Promise<T> {
  try {
    await loadDeployment();
    const loaded = await loadRemote<T>(`${remote}/${module.slice(2)}`);
    if (loaded === null || loaded === undefined) throw new Error('the runtime returned no module');
    return loaded;
  } catch (cause) {
    const error = new RemoteLoadError(remote, module, { cause });
    if (dispatchPreloadError(error)) throw error;
    // A listener cancelled the event and took the failure over (typically a reload):
    // like a dynamic import that never settles, the slot keeps its loading state.
    return new Promise<T>(() => undefined);
  }
}

/**
 * One promise per module for the whole visit, so React's `use()` sees a stable
 * promise and a page's module is fetched the first time its route renders, never
 * before.
 */
export function loadRemoteModule<T>(remote: RemoteName, module: string): Promise<T> {
  const key = `${remote}/${module}`;
  let entry = modules.get(key);
  if (!entry) {
    const created: Entry = { promise: fetchModule<T>(remote, module), failed: false };
    created.promise.then(
      (loaded) => {
        created.loaded = { module: loaded };
      },
      () => {
        created.failed = true;
      },
    );
    modules.set(key, created);
    entry = created;
  }
  return entry.promise as Promise<T>;
}

/**
 * The module if it has loaded already. Hydration and prerendering render a page whose
 * module was loaded beforehand; reading it synchronously keeps them from suspending
 * (a suspended render would emit the loading state instead of the page).
 */
export function loadedRemoteModule<T>(remote: RemoteName, module: string): T | undefined {
  return modules.get(`${remote}/${module}`)?.loaded?.module as T | undefined;
}

/**
 * Forgets the failed loads of a remote so the next render asks the runtime again. The
 * runtime itself drops a failed manifest fetch or entry script (2.9.2), and webpack
 * drops a failed chunk, so no re-registration is needed: forcing one would replace a
 * container that other pages of the remote may already run on (docs/decisions/004).
 */
export function forgetFailedLoads(remote: RemoteName): void {
  for (const [key, entry] of [...modules.entries()]) {
    if (entry.failed && key.startsWith(`${remote}/`)) modules.delete(key);
  }
}
