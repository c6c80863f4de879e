import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './free-port';
import { requireSystemPackage, type SystemPackage } from './system-package';

const run = promisify(execFile);
const cephPackages = 'ceph-mon ceph-osd radosgw';
const binaries = ['ceph-mon', 'ceph-osd', 'radosgw', 'radosgw-admin', 'monmaptool', 'ceph'].map((name) => path.join('/usr/bin', name));
const storeTag = '@store';

/**
 * What the tests tagged `@store` need: a one-node Ceph with its S3 gateway (RGW), from
 * Debian's packages; a machine without them reports those tests as not run.
 */
const cephPackage: SystemPackage = {
  tag: storeTag,
  missing: binaries.every((binary) => existsSync(binary))
    ? null
    : `Ceph is not installed (apt-get install ${cephPackages}): the tests tagged ${storeTag} do not run`,
};

export interface S3User {
  readonly uid: string;
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
}

export interface CephGateway {
  /** `http://127.0.0.1:<port>`: the S3 endpoint. */
  readonly endpoint: string;
  readonly dir: string;
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
 * Everything in one temp folder: data, sockets, logs. No authentication between the
 * daemons (one machine, loopback only), one copy of each object, and memstore, so the
 * OSD keeps its objects in memory and writes nothing but its small metadata.
 */
function cephConf(dir: string, fsid: string, monPort: number, rgwPort: number): string {
  return [
    '[global]',
    `fsid = ${fsid}`,
    `mon_host = 127.0.0.1:${monPort}`,
    'auth_cluster_required = none',
    'auth_service_required = none',
    'auth_client_required = none',
    // radosgw asks the monitor for a secure connection by default, which no authentication cannot give.
    'ms_mon_client_mode = crc',
    'osd_pool_default_size = 1',
    'osd_pool_default_min_size = 1',
    'mon_allow_pool_size_one = true',
    `run_dir = ${dir}/run`,
    `admin_socket = ${dir}/run/$name.asok`,
    `log_file = ${dir}/log/$name.log`,
    `pid_file = ${dir}/run/$name.pid`,
    '[mon]',
    `mon_data = ${dir}/mon/$cluster-$id`,
    '[osd]',
    `osd_data = ${dir}/osd/$cluster-$id`,
    'osd_objectstore = memstore',
    'memstore_device_bytes = 2147483648',
    // Without these the OSD asks for a crush location and classes a fresh cluster lacks, and exits.
    'osd_crush_update_on_start = false',
    'osd_class_update_on_start = false',
    '[client.rgw]',
    `rgw_frontends = beast endpoint=127.0.0.1:${rgwPort}`,
    '',
  ].join('\n');
}

/**
 * Starts a monitor, an OSD and the S3 gateway on free ports in a temp folder (only in
 * a test tagged `@store`); `stop` ends the three and removes the folder.
 */
export async function startCephGateway(): Promise<CephGateway> {
  requireSystemPackage(cephPackage);
  const started = Date.now();
  const dir = mkdtempSync(path.join(tmpdir(), 'isarlicht-ceph-'));
  for (const sub of ['run', 'log', 'mon', 'osd/ceph-0']) mkdirSync(path.join(dir, sub), { recursive: true });
  const [monPort, rgwPort] = [await freePort(), await freePort()];
  const fsid = randomUUID();
  const conf = path.join(dir, 'ceph.conf');
  writeFileSync(conf, cephConf(dir, fsid, monPort, rgwPort));
  const tool = (binary: string, args: readonly string[]) => run(binary, ['--conf', conf, ...args], { cwd: dir, timeout: 60_000 });
  const daemons: ChildProcess[] = [];
  const daemon = (binary: string, args: readonly string[]) => {
    // -f: in the foreground, so the daemon is this process's child and ends with stop().
    const child = spawn(binary, ['--conf', conf, '-f', ...args], { cwd: dir, stdio: 'ignore' });
    daemons.push(child);
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
    return { endpoint, dir, startedInMs: Date.now() - started, createUser, pause: signal('SIGSTOP'), resume: signal('SIGCONT'), stop };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const logText = logs();
    await stop();
    throw new Error(`the Ceph gateway did not start: ${reason}\n${logText}`);
  }
}
