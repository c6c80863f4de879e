import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { remoteNames } from '@isarlicht/contracts/deployment/remotes';
import type { AppName } from '@isarlicht/tooling/ports';
import { folderPages, folderStore, type PageStore, type ReleaseStore, type SiteStore } from '../../src';
import { shellFiles, writeDist } from '../support/fixture-dist';
import { localConfig } from '../support/sample-config';
import { startOrigin, type RunningOrigin } from '../../src/origin/start-origin';

/** A folder store with every remote's pointer and the shell build's pages, and an origin on it; `down` makes the store fail. */
export interface OriginSite {
  readonly root: string;
  readonly store: SiteStore;
  readonly origin: RunningOrigin;
  readonly down: { value: boolean };
  /** Another origin on the same store and shell build, as a second server runs it; stopped with the site. */
  readonly secondOrigin: () => Promise<RunningOrigin>;
  readonly url: (app: AppName) => string;
  readonly close: () => Promise<void>;
}

/** The same store, each call failing while `down.value` is set: a store that does not answer. */
function failingWhile<T extends object>(target: T, down: { value: boolean }): T {
  return new Proxy(target, {
    get(object, key) {
      const value: unknown = Reflect.get(object, key);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) =>
        down.value
          ? Promise.reject(new Error('the release store did not answer within 2000 ms'))
          : (value as (...inner: unknown[]) => unknown).apply(object, args);
    },
  });
}

export async function originSite(dist: string, releaseId: string): Promise<OriginSite> {
  const root = mkdtempSync(path.join(tmpdir(), 'isarlicht-origin-store-'));
  const releases = folderStore({ targetOf: (remote) => path.join(root, remote), location: root });
  const pages = folderPages(path.join(root, 'shell'));
  for (const remote of remoteNames) {
    await releases.putRelease(remote, releaseId, dist);
    await releases.switchPointer(remote, releaseId, null);
  }
  for (const [file, body] of Object.entries(shellFiles))
    if (file.endsWith('.html') && file !== 'app.html') await pages.writePage(file, body);
  const shellBuild = writeDist(shellFiles);
  const down = { value: false };
  const store = { releases: failingWhile<ReleaseStore>(releases, down), pages: failingWhile<PageStore>(pages, down) };
  const ports = { shell: 0, marketing: 0, references: 0, consent: 0, devtools: 0 };
  const options = { ports, store, shellBuild: shellBuild.root, config: localConfig, retryMs: 50 };
  const origin = await startOrigin({ name: 'origin-test', ...options });
  const others: RunningOrigin[] = [];
  return {
    root,
    store: { releases, pages },
    origin,
    down,
    secondOrigin: async () => {
      const other = await startOrigin({ name: `origin-test-${others.length + 2}`, ...options });
      others.push(other);
      return other;
    },
    url: (app) => origin.listeners.find((listener) => listener.app === app)?.url ?? '',
    close: async () => {
      await Promise.all([origin, ...others].map((running) => running.stop()));
      shellBuild.remove();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** Writes a file into the store's folder by hand, as a broken or foreign writer would. */
export function writeInto(root: string, file: string, body: string): void {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), body);
}
