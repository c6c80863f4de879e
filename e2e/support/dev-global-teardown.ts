import { existsSync, readFileSync, rmSync } from 'node:fs';
import { devPidFile } from './dev-global-setup';

/** Stops the development servers: the whole process group of `npm run dev`. */
export default function devGlobalTeardown(): void {
  if (!existsSync(devPidFile)) return;
  try {
    process.kill(-Number(readFileSync(devPidFile, 'utf8')), 'SIGTERM');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
  rmSync(devPidFile);
}
