import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { composePages, remoteNames, routedPagesOf, type ComposedConfig, type DeploymentConfig } from '@isarlicht/contracts';
import type { AppName } from '@isarlicht/tooling';
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
      return [name, existsSync(manifest) ? routedPagesOf(name, JSON.parse(readFileSync(manifest, 'utf8'))) : []];
    }),
  );
  return { ...config, pages: composePages(byRemote) };
}

/** The remotes.json nginx serves: the configuration with the pages of the live releases under `roots`. */
export const nginxRemotesJson = (config: DeploymentConfig, roots: Readonly<Record<AppName, string>>): string =>
  `${JSON.stringify(composedConfig(config, roots), null, 2)}\n`;

/**
 * Every file of the nginx deployment, by name: one server block per app for an
 * `include` inside `http {}`, and the remotes.json the shell reads.
 */
export function nginxSiteFiles({ config, ports, roots, outDir }: NginxSiteOptions): Record<string, string> {
  const remotesJson = path.join(outDir, 'remotes.json');
  const files: Record<string, string> = {
    'shell.conf': shellServerBlock({ port: ports.shell, root: roots.shell, remotesJson, config }),
    'remotes.json': nginxRemotesJson(config, roots),
  };
  for (const remote of remoteNames) {
    files[`${remote}.conf`] = remoteServerBlock({ remote, port: ports[remote], root: roots[remote], config });
  }
  return files;
}
