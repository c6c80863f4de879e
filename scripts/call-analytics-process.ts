import { spawn } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './build-apps';

export interface CallAnalyticsProcess {
  readonly pid: number;
  /** Sends SIGTERM and resolves with the exit code. */
  readonly stop: () => Promise<number | null>;
}

/**
 * The call-analytics API in production mode, started through the devtools app's bin
 * (`isarlicht-call-analytics`) as a child process, so the scripts import no app's
 * server. Its output is passed on; resolves once it listens (its `[serve] call-analytics` line).
 */
export function startCallAnalyticsProcess(): Promise<CallAnalyticsProcess> {
  const bin = path.join(repoRoot, 'node_modules', '.bin', 'isarlicht-call-analytics');
  const child = spawn(bin, ['--mode', 'production'], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise<number | null>((resolve) => child.once('close', resolve));
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the call-analytics API did not start in time:\n${output}`)), 60_000);
    void exited.then((code) => reject(new Error(`the call-analytics API exited with ${code}:\n${output}`)));
    const pass = (target: NodeJS.WriteStream) => (chunk: Buffer) => {
      target.write(chunk);
      if (output.includes('[serve] call-analytics ')) return;
      output += chunk.toString('utf8');
      if (!output.includes('[serve] call-analytics ') || child.pid === undefined) return;
      clearTimeout(timer);
      const { pid } = child;
      resolve({
        pid,
        stop: async () => {
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
          return exited;
        },
      });
    };
    child.stdout.on('data', pass(process.stdout));
    child.stderr.on('data', pass(process.stderr));
  });
}
