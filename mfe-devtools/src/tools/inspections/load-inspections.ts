import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadDeploymentConfig } from '@isarlicht/browser-runtime/deployment/load-deployment-config';
import { remoteNames, type RemoteName } from '@isarlicht/contracts/deployment/remotes';
import type { InspectModule, Inspection } from '@isarlicht/contracts/inspect/inspection';

export type InspectionResult =
  { readonly remote: RemoteName; readonly inspection: Inspection } | { readonly remote: RemoteName; readonly error: string };

let registered: Promise<void> | null = null;

/**
 * The devtools container has its own MF runtime instance; it learns the remotes from
 * the same deployment configuration as the shell. A remote's container that the shell
 * already loaded is reused from its global, so this fetches only `./inspect`.
 */
function register(): Promise<void> {
  registered ??= loadDeploymentConfig().then((config) => {
    registerRemotes(remoteNames.map((name) => ({ name, entry: config.remotes[name] })));
  });
  return registered;
}

/** Every remote's `./inspect`, a failing remote reported instead of failing all. */
export async function loadInspections(): Promise<InspectionResult[]> {
  await register();
  return Promise.all(
    remoteNames.map(async (remote): Promise<InspectionResult> => {
      try {
        const module = await loadRemote<InspectModule>(`${remote}/inspect`);
        if (!module) throw new Error('kein Modul geliefert');
        return { remote, inspection: await module.inspect() };
      } catch (error) {
        return { remote, error: error instanceof Error ? error.message : String(error) };
      }
    }),
  );
}
