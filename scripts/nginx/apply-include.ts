import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { testNginxConfig } from './config-test';
import type { NginxDeployment } from './nginx-deployment';

/** nginx re-reads its configuration on SIGHUP; running requests finish on the old one. */
function reloadNginx(pidFile: string, reason: string): void {
  if (!existsSync(pidFile))
    throw new Error(
      `${reason}, and nginx must reload to answer them, but ${pidFile} names no nginx: run nginx -s reload, or set NGINX_PID`,
    );
  process.kill(Number(readFileSync(pidFile, 'utf8').trim()), 'SIGHUP');
  console.log(`[deploy] ${reason}: nginx reloaded`);
}

/**
 * Replaces the include `name` in `outDir` with `body` and reloads nginx, only once
 * `nginx -t` passed with it in place (docs/decisions/046): the new file is written
 * beside the old as `<name>.next` and renamed over it after the test, in one step. A
 * refused config leaves the old file and the running nginx as they were and throws
 * nginx's message.
 */
export function applyNginxInclude(nginx: NginxDeployment, outDir: string, name: string, body: string, reason: string): void {
  const file = path.join(outDir, name);
  const next = `${file}.next`;
  writeFileSync(next, body);
  try {
    testNginxConfig(nginx, outDir, { [name]: body });
  } catch (error) {
    rmSync(next, { force: true });
    throw error;
  }
  renameSync(next, file);
  reloadNginx(nginx.pidFile, reason);
}
