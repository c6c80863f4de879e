import { writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { createRemoteApp, createShellApp } from '@isarlicht/deploy';
import { appNames, callAnalyticsPort, deploymentConfigFromEnv, portOf } from '@isarlicht/shared/build';
import { startCallAnalyticsServer } from 'mfe-devtools/server';
import { appDir } from './build-apps';
import { buildSite } from './build-site';

/**
 * `npm start`: builds what is stale, writes the shell's deployment configuration from
 * the environment and serves the shell and each remote on its own origin.
 */
async function main(): Promise<void> {
  const config = deploymentConfigFromEnv('production');
  if (!process.argv.includes('--no-build')) await buildSite(config, `http://localhost:${portOf('shell')}`);
  writeFileSync(path.join(appDir('shell'), 'dist', 'remotes.json'), `${JSON.stringify(config, null, 2)}\n`);

  const servers: Server[] = appNames.map((app) => {
    const port = portOf(app);
    const root = path.join(appDir(app), 'dist');
    // The same configuration as remotes.json: the CSP and the dev dashboard switch follow it.
    const server = (app === 'shell' ? createShellApp({ root, config }) : createRemoteApp({ root })).listen(port);
    server.on('error', (error) => {
      console.error(`[serve] ${app} cannot listen on ${port}:`, error.message);
      process.exit(1);
    });
    console.log(`[serve] ${app.padEnd(10)} http://localhost:${port}`);
    return server;
  });
  // The call-analytics API holds the Vapi key and the sessions; it has no files to serve.
  const callAnalytics = await startCallAnalyticsServer({
    mode: 'production',
    port: callAnalyticsPort(),
    origins: { shell: `http://localhost:${portOf('shell')}`, devtools: `http://localhost:${portOf('devtools')}` },
  });
  console.log(`[serve] ready: http://localhost:${portOf('shell')} (dev dashboard ${config.devDashboard ? 'on' : 'off'})`);

  const stop = () => {
    for (const server of servers) server.close();
    void callAnalytics.close().finally(() => process.exit(0));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
