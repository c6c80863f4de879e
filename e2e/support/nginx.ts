import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { requireSystemPackage, type SystemPackage } from './system-package';

export const nginxBinary = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

const nginxTag = '@nginx';

/**
 * Why the tests tagged `@nginx` cannot run here, or null: a machine with only Node has
 * no nginx, and its `npm test` passes with those tests reported as not run; CI
 * (`CI=true`, where .ci/run installs nginx) fails without it.
 */
const nginxMissing: string | null = existsSync(nginxBinary)
  ? null
  : `nginx is not installed at ${nginxBinary} (apt-get install nginx, or set NGINX_PATH): the tests tagged ${nginxTag} do not run`;

/** What the tests that start nginx need: they carry `@nginx` and reach it through `startNginx` alone. */
const nginxPackage: SystemPackage = { tag: nginxTag, missing: nginxMissing };

/** One line in the run's output when the nginx spec cannot run; a failure under CI. */
export function reportNginx(): void {
  if (nginxMissing === null) return;
  if (process.env.CI === 'true') throw new Error(`${nginxMissing}; CI must run it`);
  console.warn(`[e2e] ${nginxMissing}`);
}

export interface RunningNginx {
  readonly dir: string;
  /** What nginx wrote to stderr and its error log so far: the reason a failing check names. */
  readonly log: () => string;
  /**
   * With `trace`: nginx's own account of how it looked for the files of the last request
   * for a target (its debug log), the only trace of a file it declines without an error.
   */
  readonly lookups: (target: string) => string;
  readonly stop: () => Promise<void>;
}

/**
 * The main config a deployment would have around the generated server blocks, with
 * everything nginx writes (pid, logs, temp files) in a temp folder, in the
 * foreground. As root nginx would run its workers as `nobody`, who may not read a
 * checkout under /root, so the workers stay root there.
 */
function mainConfig(dir: string, confDir: string, trace: boolean): string {
  const asRoot = process.getuid?.() === 0;
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, 'temp', name)};`;
  return [
    ...(asRoot ? ['user root;'] : []),
    'daemon off;',
    'worker_processes 1;',
    `pid ${path.join(dir, 'nginx.pid')};`,
    `error_log ${path.join(dir, 'error.log')} warn;`,
    // Debian builds nginx --with-debug; a debug log slows every request, so only where asked.
    ...(trace ? [`error_log ${path.join(dir, 'debug.log')} debug;`] : []),
    'events { worker_connections 256; }',
    'http {',
    '    include /etc/nginx/mime.types;',
    '    default_type application/octet-stream;',
    '    access_log off;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `    ${temp(name)}`),
    `    include ${confDir}/*.conf;`,
    '}',
    '',
  ].join('\n');
}

/** The debug log's lines about files of the last request for a target: the names nginx tried and how each open ended. */
function debugLinesOf(debugLog: string, target: string): string {
  const lines = debugLog.split('\n');
  const start = lines.findLastIndex((line) => line.includes(`http request line: "GET ${target} `));
  if (start === -1) return `no request for ${target} in nginx's debug log`;
  const connection = /\*(\d+) /.exec(lines[start] ?? '')?.[1];
  return lines
    .slice(start)
    .filter(
      (line) =>
        line.includes(`*${connection} `) && /filename|trying|open|static|content phase|header: "Content-Encoding|http finalize/i.test(line),
    )
    .slice(0, 40)
    .join('\n');
}

/** Writes the generated files into a temp folder, then starts nginx on them (only in a test tagged `@nginx`). */
export async function startNginx(
  files: (confDir: string) => Record<string, string>,
  probeUrl: string,
  { trace = false }: { readonly trace?: boolean } = {},
): Promise<RunningNginx> {
  requireSystemPackage(nginxPackage);
  const dir = mkdtempSync(path.join(tmpdir(), 'isarlicht-nginx-'));
  const confDir = path.join(dir, 'conf');
  mkdirSync(path.join(dir, 'temp'), { recursive: true });
  mkdirSync(confDir);
  for (const [name, body] of Object.entries(files(confDir))) writeFileSync(path.join(confDir, name), body);
  writeFileSync(path.join(dir, 'nginx.conf'), mainConfig(dir, confDir, trace));

  const nginx: ChildProcess = spawn(nginxBinary, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  nginx.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => nginx.once('exit', () => resolve()));
  const read = (name: string) => (existsSync(path.join(dir, name)) ? readFileSync(path.join(dir, name), 'utf8') : '');
  const log = () => `${stderr}${read('error.log')}`;
  const lookups = (target: string) => debugLinesOf(read('debug.log'), target);

  // nginx writes its pid file once it holds its ports: until then an answer on the
  // probe's port may come from another server that took the port first.
  const pidFile = path.join(dir, 'nginx.pid');
  const ours = () => existsSync(pidFile) && readFileSync(pidFile, 'utf8').trim() === String(nginx.pid);
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (nginx.exitCode !== null) throw new Error(`nginx exited with ${nginx.exitCode}:\n${log()}`);
    const up =
      ours() &&
      (await fetch(probeUrl, { redirect: 'manual' }).then(
        () => true,
        () => false,
      ));
    if (up) break;
    if (Date.now() > deadline) throw new Error(`nginx did not answer ${probeUrl}:\n${log()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const stop = async () => {
    if (nginx.exitCode === null) nginx.kill('SIGTERM');
    await exited;
  };
  return { dir, log, lookups, stop };
}
