import type { Server } from 'node:http';
import path from 'node:path';
import { createRemoteApp, createShellApp } from '@isarlicht/deploy';
import { appNames, deploymentConfigFromEnv, type AppName } from '@isarlicht/tooling/ports';

/** What `startOrigin` hands its process: its ports, the shell's build and the deploy folder. */
export interface OriginSpec {
  readonly ports: Readonly<Record<AppName, number>>;
  readonly shellRoot: string;
  readonly deployRoot: string;
}

/**
 * One origin of the edge tests in a process of its own (`startOrigin`), so a test can
 * kill it as a machine dies: today's express servers of every app, as `npm start`
 * serves them, on 127.0.0.1. The deployment configuration comes from the environment.
 */
function serve({ ports, shellRoot, deployRoot }: OriginSpec): void {
  const config = deploymentConfigFromEnv('production');
  let waiting = appNames.length;
  const servers: Server[] = appNames.map((app) =>
    (app === 'shell' ? createShellApp({ root: shellRoot, config }) : createRemoteApp({ root: path.join(deployRoot, app) }))
      .listen(ports[app], '127.0.0.1', () => {
        waiting -= 1;
        if (waiting === 0) console.log(`[origin] ready pid ${process.pid}`);
      })
      .on('error', (error) => {
        console.error(`[origin] ${app} cannot listen on ${ports[app]}: ${error.message}`);
        process.exit(1);
      }),
  );
  process.on('SIGTERM', () => {
    for (const server of servers) server.close();
    process.exit(0);
  });
}

serve(JSON.parse(process.argv[2] ?? '{}') as OriginSpec);
