import { test as base } from '@playwright/test';
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

interface CephWorker {
  /** The worker's gateway, started on the first call of a group tagged `@store`. */
  readonly cephGateway: () => Promise<CephGateway>;
}

/**
 * The store tests' `test`: one gateway of `npm run start:distributed` per worker, shared
 * by every group of the run, because starting a one-node Ceph takes both cores for about
 * 10 s. A group keeps to its own users and buckets; the gateway stops with the worker.
 */
export const test = base.extend<object, CephWorker>({
  cephGateway: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none
    async ({}, use) => {
      const worker: { started?: Promise<CephGateway> } = {};
      await use(() => {
        requireCeph();
        worker.started ??= startGateway().then((gateway) => {
          console.log(`[store] Ceph gateway up in ${gateway.startedInMs} ms at ${gateway.endpoint}`);
          return gateway;
        });
        return worker.started;
      });
      await worker.started?.then(
        (gateway) => gateway.stop(),
        () => undefined,
      );
    },
    { scope: 'worker' },
  ],
});
