import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { nginxSiteFiles, redirectsFileName } from '@isarlicht/deploy';
import { deploymentConfigFromEnv } from '@isarlicht/tooling/ports';
import type { NginxDeployment } from '@isarlicht/scripts/nginx/nginx-deployment';
import { freePort } from './free-port';
import { rawGet } from './raw-request';
import { nginxBinary, startNginx, type RunningNginx } from './nginx';

/** What a link planted in a served root would publish. */
export const secret = 'API_KEY=geheim-aus-der-env';

/**
 * The include a malicious manifest made the generator write before its writers took
 * the address grammar only: an old address with a stray `}` that opens `location /
 * { alias /; }` (e2e/fixtures/nginx).
 */
export const injectedInclude = readFileSync(path.join(__dirname, '..', 'fixtures', 'nginx', 'injected-redirects.locations'), 'utf8');

export interface GuardedNginx {
  readonly shell: string;
  readonly remote: string;
  /** The folder of the generated files, as `NGINX_OUT` names it for a deploy. */
  readonly outDir: string;
  /** The running nginx as a deploy finds it through `NGINX_PATH`, `NGINX_CONF`, `NGINX_PREFIX` and `NGINX_PID`. */
  readonly deployment: NginxDeployment;
  readonly redirects: () => string;
  readonly stop: () => Promise<void>;
}

const file = (root: string, name: string, body: string) => {
  mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
  writeFileSync(path.join(root, name), body);
};

/**
 * Debian's nginx with the generated config on small builds of its own: a shell with
 * two pages and a remote whose live manifest declares `/ueber-uns` as the old address
 * of `/about`; in both roots a link `leaked.js` to a file outside every root.
 */
export async function startGuardedNginx(): Promise<GuardedNginx> {
  const scratch = mkdtempSync(path.join(tmpdir(), 'isarlicht-nginx-guard-'));
  const [shellPort, remotePort] = [await freePort(), await freePort()];
  const remote = `http://127.0.0.1:${remotePort}`;
  const roots = { shell: path.join(scratch, 'shell'), marketing: path.join(scratch, 'marketing') };
  file(scratch, 'outside/secret.env', secret);
  file(roots.shell, 'index.html', '<!doctype html><title>Start</title>');
  file(roots.shell, 'about.html', '<!doctype html><title>Über uns</title>Über uns');
  file(roots.shell, '404.html', '<!doctype html><title>Seite nicht gefunden</title>');
  file(roots.shell, 'main.js', 'console.log("main");');
  file(roots.marketing, 'remoteEntry.js', 'var marketing;');
  const about = { id: 'about', path: '/about', prerender: true, sitemap: true, redirects: [{ from: '/ueber-uns' }] };
  file(roots.marketing, 'mf-manifest.json', JSON.stringify({ metaData: { pages: [about] } }));
  for (const root of Object.values(roots)) symlinkSync(path.join(scratch, 'outside', 'secret.env'), path.join(root, 'leaked.js'));

  const config = deploymentConfigFromEnv('production', { ...process.env, MARKETING_ENTRY: `${remote}/mf-manifest.json` });
  const ports = { shell: shellPort, marketing: remotePort, references: 1, consent: 1, devtools: 1 };
  const absent = path.join(scratch, 'absent');
  const allRoots = { ...roots, references: absent, consent: absent, devtools: absent };
  let nginx: RunningNginx;
  try {
    nginx = await startNginx((outDir) => {
      const files = nginxSiteFiles({ config, ports, roots: allRoots, outDir });
      return Object.fromEntries(
        ['shell.conf', 'marketing.conf', 'remotes.json', redirectsFileName].map((name) => [name, files[name] ?? '']),
      );
    }, `http://127.0.0.1:${shellPort}/remotes.json`);
  } catch (error) {
    rmSync(scratch, { recursive: true, force: true });
    throw error;
  }
  const outDir = path.join(nginx.dir, 'conf');
  return {
    shell: `http://127.0.0.1:${shellPort}`,
    remote,
    outDir,
    deployment: {
      binary: nginxBinary,
      mainConfig: path.join(nginx.dir, 'nginx.conf'),
      prefix: nginx.dir,
      pidFile: path.join(nginx.dir, 'nginx.pid'),
    },
    redirects: () => readFileSync(path.join(outDir, redirectsFileName), 'utf8'),
    stop: async () => {
      await nginx.stop();
      rmSync(scratch, { recursive: true, force: true });
      rmSync(nginx.dir, { recursive: true, force: true });
    },
  };
}

/** Status and Location of a request, following no redirect, on a connection of its own (rawGet). */
export async function answerOf(url: string): Promise<string> {
  const { origin, pathname } = new URL(url);
  const answer = await rawGet(origin, pathname);
  return `${answer.status} ${String(answer.headers.location ?? '')}`.trim();
}
