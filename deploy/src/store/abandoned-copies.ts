/** Whether a process of this machine still runs: signal 0 asks without signalling; EPERM means it runs as another user. */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The name of the folder a deploy copies a release into before the rename that publishes it. */
export const incomingName = (id: string, pid: number): string => `.incoming-${id}-${pid}`;

/**
 * The copies a killed deploy left in a releases folder: incoming folders of a process
 * that no longer runs. A copy of a deploy that still runs is never one of them; a pid
 * the system gave again to another process keeps its copy until that one ends too.
 */
export const abandonedCopies = (names: readonly string[]): string[] =>
  names.filter((name) => {
    const pid = /^\.incoming-.+-(\d+)$/.exec(name)?.[1];
    return pid !== undefined && !running(Number(pid));
  });
