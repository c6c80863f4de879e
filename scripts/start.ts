import type { Server } from 'node:http';
import path from 'node:path';
import { createRemoteApp, createShellApp } from '@isarlicht/deploy';
import { appNames, deploymentConfigFromEnv, portOf } from '@isarlicht/tooling/ports';
import { appDir } from './build-apps';
import { buildSite } from './build-site';
import { startCallAnalyticsProcess } from './call-analytics-process';
import { deployTargetOf } from './deploy-builds';

/**
 * `npm start`: builds what is stale, makes each remote's build its live release, and
 * serves the shell (with the deployment configuration from the environment) and each
 * remote on its own origin. Deploying a remote later needs no restart.
 */
async function main(): Promise<void> {
  const config = deploymentConfigFromEnv('production');
  if (!process.argv.includes('--no-build')) await buildSite(config, `http://localhost:${portOf('shell')}`);

  const servers: Server[] = appNames.map((app) => {
    const port = portOf(app);
    // The shell answers /remotes.json from this configuration; its CSP and dev dashboard switch follow it.
    // A remote's origin serves its deploy folder: the live manifest and the immutable releases (ADR 013).
    const server = (
      app === 'shell'
        ? createShellApp({ root: path.join(appDir('shell'), 'dist'), config })
        : createRemoteApp({ root: deployTargetOf(app) })
    ).listen(port);
    server.on('error', (error) => {
      console.error(`[serve] ${app} cannot listen on ${port}:`, error.message);
      process.exit(1);
    });
    console.log(`[serve] ${app.padEnd(10)} http://localhost:${port}`);
    return server;
  });
  // The call-analytics API holds the Vapi key and the sessions; it has no files to serve.
  const callAnalytics = await startCallAnalyticsProcess();
  console.log(`[serve] ready: http://localhost:${portOf('shell')} (dev dashboard ${config.devDashboard ? 'on' : 'off'})`);

  const stop = () => {
    for (const server of servers) server.close();
    void callAnalytics.stop().finally(() => process.exit(0));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
