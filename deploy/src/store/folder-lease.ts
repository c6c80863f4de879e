import type { RemoteName } from '@isarlicht/contracts/deployment/remotes';
import type { DurableFs } from './durable-fs';
import { PointerConflictError, conflictMessage } from './release-store';

/**
 * The folder store's compare-and-swap runs under a lease: a lock file created with
 * `open(…, 'wx')`, which the file system gives to one process only. Under it the
 * pointer is read again and compared, then replaced; a second deploy meanwhile is
 * refused, not queued, because it read a pointer that is about to change. The lease
 * is not broken by age: a deploy killed while holding it leaves it, and the refusal
 * names it, so a person removes it once no deploy runs.
 */
export async function underLease<T>(fs: DurableFs, file: string, remote: RemoteName, work: () => Promise<T>): Promise<T> {
  const holder = JSON.stringify({ pid: process.pid, since: new Date().toISOString() });
  if (!(await fs.createExclusive(file, holder))) {
    const held = await fs.readFile(file).then(
      (content) => content.toString('utf8').trim(),
      () => 'released meanwhile',
    );
    throw new PointerConflictError(
      conflictMessage(remote, { busy: `lease ${file}: ${held}; one left by a killed deploy is removed by hand once no deploy runs` }),
    );
  }
  try {
    return await work();
  } finally {
    await fs.remove(file);
  }
}
