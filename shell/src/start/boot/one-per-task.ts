/**
 * Runs the steps one per task, in order, until `stopped` says otherwise. Starting a
 * request costs the main thread several milliseconds, at a quarter of a phone's speed
 * tens of them: each link of the start in a task of its own keeps every task short, so
 * a tap that comes meanwhile waits for one link, not for all (docs/decisions/044, 053).
 */
export function onePerTask(steps: readonly (() => void)[], stopped: () => boolean = () => false): void {
  const queue = [...steps];
  const next = () => {
    const step = queue.shift();
    if (step === undefined || stopped()) return;
    step();
    setTimeout(next, 0);
  };
  next();
}
