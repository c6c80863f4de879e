import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { remoteNames } from '@isarlicht/contracts/deployment/remotes';
import { appNames, deploymentConfigFromEnv, portOf, type AppName } from '@isarlicht/tooling/ports';
import { defaultDeployTarget, nginxSiteFiles } from '../src';

/**
 * `npm run nginx -w deploy -- --out <dir>`: writes the nginx server blocks of the site
 * from the same environment `npm start` reads (ports, `*_ENTRY`, `DEV_DASHBOARD`, the
 * third-party ids). Roots default to the builds in this checkout.
 */
const repoRoot = path.resolve(__dirname, '..', '..');
// npm runs workspace scripts inside the workspace; paths on the command line are meant from where npm was called.
const callerDir = process.env.INIT_CWD ?? process.cwd();
const fromCaller = (value: string) => path.resolve(callerDir, value);

const rootOptions = Object.fromEntries(appNames.map((app) => [`${app}-root`, { type: 'string' as const }]));
const { values } = parseArgs({ options: { out: { type: 'string' }, ...rootOptions }, strict: true });

const outDir = values.out === undefined ? path.join(repoRoot, 'deploy', 'nginx', 'out') : fromCaller(String(values.out));
// Remotes are served from their deploy target: the live manifest plus immutable release folders (ADR 013).
const defaultRoot = (app: AppName) => (app === 'shell' ? path.join(repoRoot, 'shell', 'dist') : defaultDeployTarget(repoRoot, app));
const roots = Object.fromEntries(
  appNames.map((app) => {
    const given = (values as Record<string, string | boolean | undefined>)[`${app}-root`];
    return [app, typeof given === 'string' ? fromCaller(given) : defaultRoot(app)];
  }),
) as Record<AppName, string>;
const ports = Object.fromEntries(appNames.map((app) => [app, portOf(app)])) as Record<AppName, number>;
const config = deploymentConfigFromEnv('production');

mkdirSync(outDir, { recursive: true });
for (const [name, body] of Object.entries(nginxSiteFiles({ config, ports, roots, outDir }))) {
  writeFileSync(path.join(outDir, name), body);
  console.log(`[nginx] ${path.join(outDir, name)}`);
}
console.log(
  `[nginx] shell on ${ports.shell}, ${remoteNames.map((name) => `${name} on ${ports[name]}`).join(', ')}; include ${outDir}/*.conf inside http {}`,
);
