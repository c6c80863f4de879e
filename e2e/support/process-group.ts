import { existsSync, readFileSync, rmSync } from 'node:fs';

/** SIGTERM to the process group whose leader's PID `pidFile` holds, if it still runs; the file goes with it. */
export function stopGroupOf(pidFile: string): void {
  if (!existsSync(pidFile)) return;
  try {
    process.kill(-Number(readFileSync(pidFile, 'utf8')), 'SIGTERM');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
  rmSync(pidFile);
}
