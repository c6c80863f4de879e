import { writeSync } from 'node:fs';

/**
 * A deterministic fault hook for the crash tests (docs/decisions/050): where
 * `DEPLOY_FAULT` names this step (`upload:<k>` after k files of the release are
 * stored, `before-switch`, `after-switch`, `pages:<k>` after k page files are
 * written), the deploy says so on stdout and stops itself with SIGSTOP, so a test can
 * SIGKILL it exactly there, or SIGCONT it to go on. Nothing happens where it is unset.
 */
export function faultPoint(step: string, env: NodeJS.ProcessEnv = process.env): void {
  if (env.DEPLOY_FAULT !== step) return;
  // Written at once, not buffered: the process stops on the next line.
  writeSync(1, `[deploy] fault point ${step}: stopped, pid ${process.pid}\n`);
  process.kill(process.pid, 'SIGSTOP');
}
