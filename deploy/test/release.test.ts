import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { remoteReleaseOf } from '@isarlicht/contracts';
import {
  deploymentHistory,
  liveManifest,
  liveReleaseId,
  previousReleaseId,
  publishRelease,
  releaseFolder,
  releaseIdOf,
  switchRelease,
} from '../src';
import { remoteBuild } from './support/remote-build';

let target = '';
const builds: { root: string; remove: () => void }[] = [];
const build = (text: string, commit?: string) => {
  const dist = remoteBuild(text, commit);
  builds.push(dist);
  return dist.root;
};
const live = () => JSON.parse(readFileSync(liveManifest(target), 'utf8')) as unknown;

beforeEach(() => {
  target = mkdtempSync(path.join(tmpdir(), 'isarlicht-deploy-'));
});
afterEach(() => {
  rmSync(target, { recursive: true, force: true });
  for (const dist of builds.splice(0)) dist.remove();
});

describe('deploying a remote', () => {
  it('names a release by version, commit and content', () => {
    const id = releaseIdOf(build('Alt'));
    expect(id).toMatch(/^1\.2\.0-af7a8fd48c-[0-9a-f]{10}$/);
    expect(releaseIdOf(build('Alt'))).toBe(id);
    expect(releaseIdOf(build('Neu'))).not.toBe(id);
    expect(releaseIdOf(build('Alt', 'be11e5cafe'))).toMatch(/^1\.2\.0-be11e5cafe-/);
  });

  it('publishes the build into its own folder, without build stamps, and makes it live', () => {
    const { id, created } = publishRelease(build('Alt'), target);
    expect(created).toBe(true);
    expect(readdirSync(releaseFolder(target, id)).sort()).toEqual(['chunks', 'mf-manifest.json', 'remoteEntry.js']);
    expect(liveReleaseId(target)).toBeNull();
    switchRelease(target, id, '2026-11-22T12:00:00.000Z');
    expect(liveReleaseId(target)).toBe(id);
    expect(remoteReleaseOf(live())).toEqual({
      version: '1.2.0',
      commit: 'af7a8fd48c',
      deployment: { id, deployedAt: '2026-11-22T12:00:00.000Z' },
    });
  });

  it('never rewrites a published release', () => {
    const dist = build('Alt');
    const first = publishRelease(dist, target);
    expect(publishRelease(dist, target)).toEqual({ id: first.id, created: false });
    expect(readdirSync(path.join(target, 'releases'))).toEqual([first.id]);
  });

  it('keeps the old release in place when a new one goes live, and rolls back by switching back', () => {
    const old = publishRelease(build('Alt'), target).id;
    switchRelease(target, old);
    const next = publishRelease(build('Neu'), target).id;
    switchRelease(target, next);
    expect(liveReleaseId(target)).toBe(next);
    expect(existsSync(path.join(releaseFolder(target, old), 'chunks', 'home.b.js'))).toBe(true);
    expect(previousReleaseId(target)).toBe(old);
    switchRelease(target, old);
    expect(liveReleaseId(target)).toBe(old);
    expect(deploymentHistory(target).map((entry) => entry.id)).toEqual([old, next, old]);
  });

  it('has nothing to roll back to before a second release', () => {
    switchRelease(target, publishRelease(build('Alt'), target).id);
    expect(previousReleaseId(target)).toBeNull();
  });

  it('refuses to switch to a release that was never published', () => {
    expect(() => switchRelease(target, '9.9.9-nope-0000000000')).toThrow('is not published');
    expect(existsSync(liveManifest(target))).toBe(false);
  });
});
