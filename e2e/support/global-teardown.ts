import { existsSync, readFileSync, rmSync } from 'node:fs';
import { pidFile } from './global-setup';
import { stopReleaseBuildsAhead } from './releases-ahead';

const groupRuns = (pid: number): boolean => {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * Stops the servers started by the global setup: the whole process group, by PID. It
 * waits until the group is gone, so start:distributed has stopped its gateway, origins
 * and edge and removed their folders before the run ends (at most a minute).
 */
export default async function globalTeardown(): Promise<void> {
  stopReleaseBuildsAhead();
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8'));
  try {
    process.kill(-pid, 'SIGTERM');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
  const deadline = Date.now() + 60_000;
  while (groupRuns(pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
  rmSync(pidFile);
  if (groupRuns(pid)) throw new Error(`the site's processes (group ${pid}) still run a minute after SIGTERM`);
}
