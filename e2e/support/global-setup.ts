import { spawn } from 'node:child_process';
import { mkdirSync, openSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { appNames, vapiScript } from '@isarlicht/tooling';
import { callAnalyticsEnv, callAnalyticsOrigin } from './call-analytics';
import { fakeVapiPrivateKey, startFakeVapi } from './fake-vapi';
import { reportNginx } from './nginx';
import { useResolvedBrowser } from './browser';
import { originOf } from './site';
import { vapiStubIntegrity } from './third-parties';

export const pidFile = path.join(__dirname, '..', 'test-results', 'servers.pid');
const repoRoot = path.resolve(__dirname, '..', '..');

async function waitFor(url: string, deadline: number): Promise<void> {
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer; see test-results/servers.log`);
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
 * Builds (if stale) and serves the production site exactly as `npm start` does, with
 * the Vapi private key configured as in production (the build runs with it in its
 * environment, so the bundle test can prove it never ships). Returns the teardown of
 * the fake Vapi API; the servers stop in global-teardown.ts.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const logPath = path.join(__dirname, '..', 'test-results', 'servers.log');
  mkdirSync(path.dirname(logPath), { recursive: true });
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
  const server = spawn('npm', ['start'], { cwd: repoRoot, detached: true, stdio: ['ignore', log, log], env });
  if (server.pid === undefined) throw new Error('npm start did not start');
  writeFileSync(pidFile, String(server.pid));
  await waitForSite(Date.now() + 10 * 60_000);
  return vapi.close;
}
