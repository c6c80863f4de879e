import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { RemoteName } from '@isarlicht/contracts/deployment/remotes';
import { repoRoot } from './slice-release';

export interface DeployRun {
  /** Resolves with the deploy's pid once it stopped itself at the fault point `DEPLOY_FAULT` names. */
  readonly stopped: () => Promise<number>;
  /** Resolves when the command ended, with its exit code and output. */
  readonly ended: Promise<{ readonly code: number | null; readonly stdout: string; readonly stderr: string }>;
}

/** Whether a process is stopped (state T in /proc): a SIGCONT sent before its own SIGSTOP would be lost. */
export function isStopped(pid: number): boolean {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).startsWith('T');
}

export async function untilStopped(pid: number): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!isStopped(pid)) {
    if (Date.now() > deadline) throw new Error(`process ${pid} did not stop`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * A slice's documented command (`npm run deploy|rollback -w mfe-<name> -- …`) as its own
 * process, with the environment of a store and, with `fault`, the step at which it
 * stops itself (`DEPLOY_FAULT`, docs/decisions/050).
 */
export function runDeploy(
  remote: RemoteName,
  script: 'deploy' | 'rollback',
  args: readonly string[],
  env: NodeJS.ProcessEnv,
  fault?: string,
): DeployRun {
  const child = spawn('npm', ['run', script, '--silent', '-w', `mfe-${remote}`, '--', ...args], {
    cwd: repoRoot,
    env: { ...process.env, ...env, ...(fault === undefined ? {} : { DEPLOY_FAULT: fault }) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  let reportStop: (pid: number) => void = () => undefined;
  const stopped = new Promise<number>((resolve) => (reportStop = resolve));
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString('utf8');
    const pid = /\[deploy\] fault point \S+: stopped, pid (\d+)/.exec(stdout)?.[1];
    if (pid !== undefined) reportStop(Number(pid));
  });
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const ended = new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.once('close', (code) => resolve({ code, stdout, stderr })),
  );
  return {
    stopped: () =>
      Promise.race([
        stopped,
        ended.then(({ code }): never => {
          throw new Error(`the deploy ended (exit ${code}) before the fault point ${fault}:\n${stdout}\n${stderr}`);
        }),
      ]),
    ended,
  };
}

/** Runs a deploy to its end and returns its output; fails the test where it exits non-zero. */
export async function deployToTheEnd(
  remote: RemoteName,
  args: readonly string[],
  env: NodeJS.ProcessEnv,
  script: 'deploy' | 'rollback' = 'deploy',
): Promise<string> {
  const { code, stdout, stderr } = await runDeploy(remote, script, args, env).ended;
  if (code !== 0) throw new Error(`npm run ${script} -w mfe-${remote} exited with ${code}:\n${stdout}\n${stderr}`);
  return stdout;
}
