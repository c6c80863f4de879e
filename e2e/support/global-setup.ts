import { spawn } from 'node:child_process';
import { mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { appNames, vapiScript } from '@isarlicht/tooling/ports';
import { callAnalyticsEnv, callAnalyticsOrigin } from './call-analytics';
import { fakeVapiPrivateKey, startFakeVapi } from './fake-vapi';
import { reportNginx } from './nginx';
import { startReleaseBuildsAhead } from './releases-ahead';
import { useResolvedBrowser } from './browser';
import { outputDirOf } from './output-dirs';
import { originOf } from './site';
import { siteCommands, storeEnvOfReadyLine, topologyOf } from './site-topology';
import { vapiStubIntegrity } from './third-parties';

export const pidFile = path.join(outputDirOf('main'), 'servers.pid');
const repoRoot = path.resolve(__dirname, '..', '..');

async function waitFor(url: string, deadline: number): Promise<void> {
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer; see test-results/main/servers.log`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Every app's origin and the call-analytics API answer. */
const waitForSite = (deadline: number) =>
  Promise.all([
    ...appNames.map((app) => waitFor(app === 'shell' ? `${originOf(app)}/remotes.json` : `${originOf(app)}/mf-manifest.json`, deadline)),
    waitFor(`${callAnalyticsOrigin}/api/health`, deadline),
  ]);

/** Public ids for the third parties, so their loaders run; tests intercept every request to them. */
const testThirdParties = {
  GA_MEASUREMENT_ID: 'G-E2ETEST01',
  VAPI_PUBLIC_KEY: 'e2e-public-key',
  VAPI_ASSISTANT_ID: 'e2e-assistant',
  VAPI_SCRIPT_URL: vapiScript.url,
  VAPI_SCRIPT_INTEGRITY: vapiStubIntegrity,
};

async function assertPortsFree(): Promise<void> {
  for (const origin of [...appNames.map(originOf), callAnalyticsOrigin]) {
    const answered = await fetch(origin).then(
      () => true,
      () => false,
    );
    if (answered) throw new Error(`${origin} is already in use: stop the running site before the tests start their own`);
  }
}

/**
 * The line the site's command prints once it serves (start:distributed's names the
 * store a slice deploys into). Fails at once when the command ended before it.
 */
async function readyLine(logPath: string, ready: string, running: () => boolean, deadline: number): Promise<string> {
  for (;;) {
    const line = readFileSync(logPath, 'utf8')
      .split('\n')
      .find((text) => text.startsWith(ready));
    if (line !== undefined) return line;
    if (!running()) throw new Error(`the site's command ended before it served; see test-results/main/servers.log`);
    if (Date.now() > deadline) throw new Error(`the site did not print "${ready}" in time; see test-results/main/servers.log`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * Builds (if stale) and serves the production site exactly as `npm start` does, or as
 * `npm run start:distributed` does with `E2E_TOPOLOGY=distributed` (the store, two
 * origins, the edge), with the Vapi private key configured as in production (the build
 * runs with it in its environment, so the bundle test can prove it never ships). A
 * distributed site's store variables go into the environment the tests inherit, for the
 * slice deploys of redeploy.spec. Returns the teardown of the fake Vapi API; the
 * servers stop in global-teardown.ts.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const logPath = path.join(outputDirOf('main'), 'servers.log');
  mkdirSync(path.dirname(logPath), { recursive: true });
  const topology = topologyOf();
  startReleaseBuildsAhead();
  // E2E_EXTERNAL_SITE=1: the site already serves on the ports (npm start, npm run start:distributed); the tests use it.
  if (process.env.E2E_EXTERNAL_SITE === '1') {
    await useResolvedBrowser();
    await waitForSite(Date.now() + 10_000);
    return async () => undefined;
  }
  await assertPortsFree();
  await useResolvedBrowser();
  reportNginx();
  const vapi = await startFakeVapi();
  const log = openSync(logPath, 'w');
  const env = { ...testThirdParties, ...callAnalyticsEnv(), ...process.env, VAPI_PRIVATE_KEY: fakeVapiPrivateKey, VAPI_API_URL: vapi.url };
  const { script, ready } = siteCommands[topology];
  const server = spawn('npm', ['run', script], { cwd: repoRoot, detached: true, stdio: ['ignore', log, log], env });
  if (server.pid === undefined) throw new Error(`npm run ${script} did not start`);
  writeFileSync(pidFile, String(server.pid));
  const deadline = Date.now() + 10 * 60_000;
  const line = await readyLine(logPath, ready, () => server.exitCode === null && server.signalCode === null, deadline);
  if (topology === 'distributed') Object.assign(process.env, storeEnvOfReadyLine(line));
  await waitForSite(deadline);
  return vapi.close;
}
