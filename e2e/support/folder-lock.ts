import { linkSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

/** The lock file is made whole (with its holder's PID) before it appears: a hard link fails if it exists. */
function tryToTake(lock: string): boolean {
  const mine = `${lock}.${process.pid}`;
  writeFileSync(mine, String(process.pid));
  try {
    linkSync(mine, lock);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    rmSync(mine, { force: true });
  }
}

function holderRuns(lock: string): boolean {
  try {
    process.kill(Number(readFileSync(lock, 'utf8')), 0);
    return true;
  } catch {
    // The holder has exited, or let go between the two reads.
    return false;
  }
}

/**
 * Runs `work` while this process holds `lock`, waiting while another process holds it;
 * a lock whose holder has died (a run that was killed) is taken over. Processes of one
 * test run build the same release this way without building it twice.
 */
export async function withLock<T>(lock: string, work: () => Promise<T>, timeoutMs = 10 * 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (!tryToTake(lock)) {
    if (!holderRuns(lock)) rmSync(lock, { force: true });
    else if (Date.now() > deadline) throw new Error(`${lock} is still held after ${timeoutMs / 1000} s`);
    else await new Promise((resolve) => setTimeout(resolve, 500));
  }
  try {
    return await work();
  } finally {
    rmSync(lock, { force: true });
  }
}
