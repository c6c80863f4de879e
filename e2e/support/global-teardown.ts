import { existsSync, readFileSync, rmSync } from 'node:fs';
import { pidFile } from './global-setup';

/** Stops the servers started by the global setup: the whole process group, by PID. */
export default function globalTeardown(): void {
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8'));
  try {
    process.kill(-pid, 'SIGTERM');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
  rmSync(pidFile);
}
