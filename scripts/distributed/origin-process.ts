import { spawn } from 'node:child_process';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '..', '..');

export interface OriginProcess {
  readonly pid: number;
  /** Listener URL by app (`shell`, `marketing`, …), from the lines the command printed. */
  readonly urls: Readonly<Record<string, string>>;
  /** Sends SIGTERM and resolves with the exit code. */
  readonly stop: () => Promise<number | null>;
}

/**
 * `npm run origin -- --name <name> --ports <list>` as a child process (Node with tsx, no
 * npm in between, so the pid printed is the child's); resolves once it printed a line
 * per listener.
 */
export function startOriginProcess(name: string, ports: readonly number[], env: NodeJS.ProcessEnv): Promise<OriginProcess> {
  const args = ['--import', 'tsx', path.join('scripts', 'origin.ts'), '--name', name, '--ports', ports.join(',')];
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('close', resolve));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the origin did not start in time:\n${output}`)), 60_000);
    void exited.then((code) => reject(new Error(`the origin exited with ${code}:\n${output}`)));
    const read = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const lines = [...output.matchAll(/^\[origin\] (\S+) pid (\d+) (http:\/\/\S+) (\S+)$/gm)];
      if (lines.length < ports.length) return;
      clearTimeout(timer);
      const pid = Number(lines[0]?.[2]);
      resolve({
        pid,
        urls: Object.fromEntries(lines.map((line) => [line[4] ?? '', line[3] ?? ''])),
        stop: async () => {
          // An origin killed before (a failover test) has nothing left to stop.
          if (child.exitCode === null && child.signalCode === null) process.kill(pid, 'SIGTERM');
          return exited;
        },
      });
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
  });
}
