import { existsSync } from 'node:fs';
import { varnishdPath } from '../edge/start-edge';
import { missingCephBinaries } from './ceph-conf';

/** The one line `npm run start:distributed` refuses with where Debian's Ceph or Varnish is missing, else null. */
export function missingSystemPackages(env: NodeJS.ProcessEnv = process.env): string | null {
  const missing = [...missingCephBinaries(), ...(existsSync(varnishdPath(env)) ? [] : [varnishdPath(env)])];
  if (missing.length === 0) return null;
  return `[distributed] needs Debian's Ceph gateway and Varnish, missing ${missing.join(', ')}: apt-get install ceph-mon ceph-osd radosgw varnish`;
}
