import path from 'node:path';
import { remoteNames } from '@isarlicht/contracts/deployment/remotes';
import { nginxSiteFiles } from '@isarlicht/deploy';
import { deploymentConfigFromEnv, type AppName } from '@isarlicht/tooling/ports';
import { shellRoot } from './edge-site';
import { freePort } from './free-port';
import { startNginx, type RunningNginx } from './nginx';

export interface NginxFolderSite extends RunningNginx {
  readonly urls: { readonly shell: string; readonly marketing: string };
}

/**
 * The generated nginx config serving the shell's build and the marketing remote's
 * deploy folder under `deployRoot` on free ports: the figures' comparison with the
 * edge (it serves the shell and marketing only, the apps the page set asks).
 */
export async function startNginxOnFolder(deployRoot: string): Promise<NginxFolderSite> {
  const [shellPort, marketingPort] = [await freePort(), await freePort()];
  const urls = { shell: `http://127.0.0.1:${shellPort}`, marketing: `http://127.0.0.1:${marketingPort}` };
  const config = deploymentConfigFromEnv('production', { ...process.env, MARKETING_ENTRY: `${urls.marketing}/mf-manifest.json` });
  const ports = { shell: shellPort, marketing: marketingPort, references: 1, consent: 1, devtools: 1 };
  const roots = {
    shell: shellRoot,
    ...Object.fromEntries(remoteNames.map((remote) => [remote, path.join(deployRoot, remote)])),
  } as Record<AppName, string>;
  const nginx = await startNginx((outDir) => {
    const files = nginxSiteFiles({ config, ports, roots, outDir });
    const used = ['shell.conf', 'marketing.conf', 'remotes.json', 'shell-redirects.locations'];
    return Object.fromEntries(Object.entries(files).filter(([name]) => used.includes(name)));
  }, `${urls.shell}/remotes.json`);
  return { ...nginx, urls };
}
