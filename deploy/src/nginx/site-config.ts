import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { composePages, routedPagesOf } from '@isarlicht/contracts/pages/routed-pages';
import { redirectRulesOf } from '@isarlicht/contracts/routes/redirects';
import { remoteNames } from '@isarlicht/contracts/deployment/remotes';
import type { ComposedConfig, DeploymentConfig } from '@isarlicht/contracts/deployment/deployment-config';
import type { AppName } from '@isarlicht/tooling/ports';
import { redirectsFile, redirectsFileName } from './redirect-locations';
import { remoteServerBlock } from './remote-server';
import { shellServerBlock } from './shell-server';

export interface NginxSiteOptions {
  readonly config: DeploymentConfig;
  readonly ports: Readonly<Record<AppName, number>>;
  /** Absolute paths of each app's build. */
  readonly roots: Readonly<Record<AppName, string>>;
  /** Absolute path of the folder the files are written to (remotes.json is served from there). */
  readonly outDir: string;
}

/**
 * The configuration with the pages of the remotes' manifests as they are when the files
 * are written: nginx serves it as a file (read per request, no reload), so a remote
 * deploy that adds or retires a page rewrites it (docs/decisions/035).
 */
function composedConfig(config: DeploymentConfig, roots: Readonly<Record<AppName, string>>): ComposedConfig {
  const byRemote = Object.fromEntries(
    remoteNames.map((name) => {
      const manifest = path.join(roots[name], 'mf-manifest.json');
      const drop = (reason: string) => console.warn(`[nginx] left out of the live pages: ${reason}`);
      return [name, existsSync(manifest) ? routedPagesOf(name, JSON.parse(readFileSync(manifest, 'utf8')), drop) : []];
    }),
  );
  return { ...config, pages: composePages(byRemote) };
}

/**
 * The files of the nginx deployment that follow the live releases under `roots`: the
 * remotes.json nginx serves (the configuration with the pages) and the redirect
 * locations the pages declare. A remote's deploy rewrites both.
 */
export function nginxLiveFiles(config: DeploymentConfig, roots: Readonly<Record<AppName, string>>): Record<string, string> {
  const composed = composedConfig(config, roots);
  return {
    'remotes.json': `${JSON.stringify(composed, null, 2)}\n`,
    [redirectsFileName]: redirectsFile(redirectRulesOf(composed.pages)),
  };
}

/**
 * Every file of the nginx deployment, by name: one server block per app for an
 * `include` inside `http {}`, the remotes.json the shell reads and the shell's
 * redirect locations.
 */
export function nginxSiteFiles({ config, ports, roots, outDir }: NginxSiteOptions): Record<string, string> {
  const files: Record<string, string> = {
    'shell.conf': shellServerBlock({
      port: ports.shell,
      root: roots.shell,
      remotesJson: path.join(outDir, 'remotes.json'),
      redirects: path.join(outDir, redirectsFileName),
      config,
    }),
    ...nginxLiveFiles(config, roots),
  };
  for (const remote of remoteNames) {
    files[`${remote}.conf`] = remoteServerBlock({ remote, port: ports[remote], root: roots[remote], config });
  }
  return files;
}
