import { existsSync } from 'node:fs';
import path from 'node:path';

/** The Debian packages of the one-node gateway. */
export const cephPackages = 'ceph-mon ceph-osd radosgw';

const binaries = ['ceph-mon', 'ceph-osd', 'radosgw', 'radosgw-admin', 'monmaptool', 'ceph'].map((name) => path.join('/usr/bin', name));

/** The Ceph programs this machine lacks (none where the packages are installed). */
export const missingCephBinaries = (): string[] => binaries.filter((binary) => !existsSync(binary));

/**
 * Everything in one temp folder: data, sockets, logs. No authentication between the
 * daemons (one machine, loopback only), one copy of each object, and memstore, so the
 * OSD keeps its objects in memory and writes nothing but its small metadata.
 */
export function cephConf(dir: string, fsid: string, monPort: number, rgwPort: number): string {
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
