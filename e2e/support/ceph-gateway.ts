import { cephPackages, missingCephBinaries } from '@isarlicht/scripts/distributed/ceph-conf';
import { startCephGateway as startGateway, type CephGateway } from '@isarlicht/scripts/distributed/ceph-gateway';
import { requireSystemPackage, type SystemPackage } from './system-package';

export type { CephGateway, S3User } from '@isarlicht/scripts/distributed/ceph-gateway';

const storeTag = '@store';

/**
 * What the tests tagged `@store` need: a one-node Ceph with its S3 gateway (RGW), from
 * Debian's packages; a machine without them reports those tests as not run.
 */
const cephPackage: SystemPackage = {
  tag: storeTag,
  missing:
    missingCephBinaries().length === 0
      ? null
      : `Ceph is not installed (apt-get install ${cephPackages}): the tests tagged ${storeTag} do not run`,
};

/** Ends a test that cannot run here before it starts anything (see `requireSystemPackage`). */
export const requireCeph = (): void => requireSystemPackage(cephPackage);

/** The gateway of `npm run start:distributed`, only in a test tagged `@store`. */
export function startCephGateway(): Promise<CephGateway> {
  requireCeph();
  return startGateway();
}
