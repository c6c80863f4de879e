import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { cephConf } from './ceph-conf';
import { freePort } from './free-port';

const run = promisify(execFile);

export interface S3User {
  readonly uid: string;
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
}

export interface CephGateway {
  /** `http://127.0.0.1:<port>`: the S3 endpoint. */
  readonly endpoint: string;
  readonly dir: string;
  /** The daemons' pids by name: `ceph-mon`, `ceph-osd`, `radosgw`. */
  readonly pids: Readonly<Record<string, number>>;
  /** Milliseconds from the first command to the gateway's first answer. */
  readonly startedInMs: number;
  readonly createUser: (uid: string) => Promise<S3User>;
  /** Stops the gateway's process (SIGSTOP): it holds its connections and answers nothing, as a store that hangs. */
  readonly pause: () => void;
  /** Lets a paused gateway go on (SIGCONT). */
  readonly resume: () => void;
  readonly stop: () => Promise<void>;
}

/**
 * Starts a monitor, an OSD and the S3 gateway of Debian's Ceph (see `missingCephBinaries`)
 * on free ports in a temp folder; `stop` ends the three and removes the folder. The
 * e2e tests reach it through their `@store` door, `npm run start:distributed` directly.
 */
export async function startCephGateway(): Promise<CephGateway> {
  const started = Date.now();
  const dir = mkdtempSync(path.join(tmpdir(), 'isarlicht-ceph-'));
  for (const sub of ['run', 'log', 'mon', 'osd/ceph-0']) mkdirSync(path.join(dir, sub), { recursive: true });
  const [monPort, rgwPort] = [await freePort(), await freePort()];
  const fsid = randomUUID();
  const conf = path.join(dir, 'ceph.conf');
  writeFileSync(conf, cephConf(dir, fsid, monPort, rgwPort));
  const tool = (binary: string, args: readonly string[]) => run(binary, ['--conf', conf, ...args], { cwd: dir, timeout: 60_000 });
  const daemons: ChildProcess[] = [];
  const pids: Record<string, number> = {};
  const daemon = (binary: string, args: readonly string[]) => {
    // -f: in the foreground, so the daemon is this process's child and ends with stop().
    const child = spawn(binary, ['--conf', conf, '-f', ...args], { cwd: dir, stdio: 'ignore' });
    daemons.push(child);
    pids[binary] = child.pid ?? 0;
    return child;
  };
  const stop = async () => {
    for (const child of daemons.reverse()) {
      if (child.exitCode !== null || child.signalCode !== null) continue;
      // A paused gateway must run again to end on SIGTERM.
      child.kill('SIGCONT');
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      const killLater = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(killLater);
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const logs = () =>
    ['mon.a', 'osd.0', 'client.rgw']
      .map((name) => path.join(dir, 'log', `${name}.log`))
      .filter((file) => existsSync(file))
      .map((file) => `${path.basename(file)}:\n${readFileSync(file, 'utf8').split('\n').slice(-15).join('\n')}`)
      .join('\n');

  try {
    await run('monmaptool', ['--create', '--add', 'a', `127.0.0.1:${monPort}`, '--fsid', fsid, path.join(dir, 'monmap')], { cwd: dir });
    await tool('ceph-mon', ['--mkfs', '-i', 'a', '--monmap', path.join(dir, 'monmap')]);
    daemon('ceph-mon', ['-i', 'a']);
    const osdUuid = randomUUID();
    await tool('ceph', ['--connect-timeout', '30', 'osd', 'create', osdUuid]);
    await tool('ceph-osd', ['-i', '0', '--mkfs', '--osd-uuid', osdUuid]);
    await tool('ceph', ['osd', 'crush', 'add', 'osd.0', '1.0', 'host=localhost', 'root=default']);
    daemon('ceph-osd', ['-i', '0']);
    const gateway = daemon('radosgw', ['-n', 'client.rgw']);
    const endpoint = `http://127.0.0.1:${rgwPort}`;
    const deadline = Date.now() + 90_000;
    for (;;) {
      if (gateway.exitCode !== null) throw new Error(`radosgw exited with ${gateway.exitCode}`);
      const up = await fetch(endpoint).then(
        (answer) => answer.ok,
        () => false,
      );
      if (up) break;
      if (Date.now() > deadline) throw new Error(`radosgw did not answer ${endpoint}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const createUser = async (uid: string): Promise<S3User> => {
      const user = { uid, accessKeyId: `${uid.toUpperCase()}-KEY`, secretAccessKey: `${uid}-secret-${randomUUID()}` };
      await tool('radosgw-admin', [
        'user',
        'create',
        '--uid',
        uid,
        '--display-name',
        uid,
        '--access-key',
        user.accessKeyId,
        '--secret',
        user.secretAccessKey,
      ]);
      return user;
    };
    const signal = (name: NodeJS.Signals) => () => {
      gateway.kill(name);
    };
    return {
      endpoint,
      dir,
      pids,
      startedInMs: Date.now() - started,
      createUser,
      pause: signal('SIGSTOP'),
      resume: signal('SIGCONT'),
      stop,
    };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const logText = logs();
    await stop();
    throw new Error(`the Ceph gateway did not start: ${reason}\n${logText}`);
  }
}
