import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { folderStore, nodeDurableFs, PointerConflictError } from '../../src/store';
import { recordingFs as recording } from '../support/recording-fs';
import { remoteBuild } from '../support/remote-build';

let root = '';
let log: string[] = [];
const builds: { root: string; remove: () => void }[] = [];
const build = (text: string) => {
  const made = remoteBuild(text);
  builds.push(made);
  return made.root;
};

const recordingFs = recording(() => ({ root, log }));

const store = () => folderStore({ targetOf: (remote) => path.join(root, remote), location: root, fs: recordingFs });
const indexOf = (entry: string) => {
  const at = log.indexOf(entry);
  if (at < 0) throw new Error(`not done: ${entry}\n${log.join('\n')}`);
  return at;
};

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'isarlicht-folder-store-'));
  log = [];
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
  for (const made of builds.splice(0)) made.remove();
});

describe('the folder release store', () => {
  it('syncs every file and folder of a release before the rename that publishes it, and its folder after', async () => {
    const dist = build('Alt');
    await store().putRelease('marketing', 'r1', dist);
    const incoming = `marketing/releases/.incoming-r1-${process.pid}`;
    const rename = indexOf(`rename ${incoming} -> marketing/releases/r1`);
    for (const file of ['mf-manifest.json', 'remoteEntry.js', 'chunks/home.b.js']) {
      expect(indexOf(`writeFile ${incoming}/${file}`)).toBeLessThan(indexOf(`fsync ${incoming}/${file}`));
      expect(indexOf(`fsync ${incoming}/${file}`)).toBeLessThan(rename);
    }
    expect(indexOf(`fsync ${incoming}/chunks`)).toBeLessThan(indexOf(`fsync ${incoming}`));
    expect(indexOf(`fsync ${incoming}`)).toBeLessThan(rename);
    expect(log.slice(rename + 1)).toEqual(['fsync marketing/releases']);
    expect(log.some((entry) => entry.includes('.source-hash'))).toBe(false);
  });

  it('replaces the pointer as temp file, fsync, rename, fsync of its folder, under a lease, then records the switch', async () => {
    await store().putRelease('marketing', 'r1', build('Alt'));
    log = [];
    await store().switchPointer('marketing', 'r1', null, '2026-11-27T10:00:00.000Z');
    const staged = log.find((step) => step.startsWith('writeFile marketing/.mf-manifest.json.'))?.replace(/^writeFile /, '') ?? '';
    expect(staged).toMatch(new RegExp(`^marketing/\\.mf-manifest\\.json\\.${process.pid}-\\d+\\.tmp$`));
    const lease = 'marketing/.mf-manifest.lock';
    const steps = [
      `createExclusive ${lease}`,
      `writeFile ${staged}`,
      `fsync ${staged}`,
      `rename ${staged} -> marketing/mf-manifest.json`,
      'fsync marketing',
      'appendFile marketing/.deployments.jsonl',
      'fsync marketing/.deployments.jsonl',
      `remove ${lease}`,
    ].map(indexOf);
    expect(steps).toEqual([...steps].sort((a, b) => a - b));
    expect(await store().history('marketing')).toEqual([{ id: 'r1', deployedAt: '2026-11-27T10:00:00.000Z' }]);
  });

  it('refuses a switch against a stale version and while another switch holds the lease, writing nothing', async () => {
    const folder = store();
    await folder.putRelease('marketing', 'r1', build('Alt'));
    await folder.putRelease('marketing', 'r2', build('Neu'));
    await folder.switchPointer('marketing', 'r1', null);
    const live = await folder.readPointer('marketing');

    await expect(folder.switchPointer('marketing', 'r2', null)).rejects.toThrow(
      'refused, nothing was switched: the live pointer of marketing changed since this deploy read it (now r1), another deploy went live first; deploy again to go live after it',
    );
    await nodeDurableFs.createExclusive(path.join(root, 'marketing', '.mf-manifest.lock'), '{"pid":4242}');
    const busy = folder.switchPointer('marketing', 'r2', live?.version ?? null);
    await expect(busy).rejects.toBeInstanceOf(PointerConflictError);
    await expect(busy).rejects.toThrow(
      /another deploy of marketing is switching its live pointer now \(lease .+\.mf-manifest\.lock: \{"pid":4242\}/,
    );
    expect(await folder.readPointer('marketing')).toEqual(live);
    expect((await folder.history('marketing')).map(({ id }) => id)).toEqual(['r1']);
  });

  it("takes a switch whose history entry a killed deploy did not write from the pointer's own record", async () => {
    const folder = store();
    await folder.putRelease('marketing', 'r1', build('Alt'));
    await folder.switchPointer('marketing', 'r1', null, '2026-11-27T10:00:00.000Z');
    rmSync(path.join(root, 'marketing', '.deployments.jsonl'));
    expect(await folder.history('marketing')).toEqual([{ id: 'r1', deployedAt: '2026-11-27T10:00:00.000Z' }]);
  });

  it('refuses release ids and build folders that are not what they claim', async () => {
    await expect(store().putRelease('marketing', '../../etc', build('Alt'))).rejects.toThrow('"../../etc" is no release id');
    const empty = mkdtempSync(path.join(tmpdir(), 'isarlicht-empty-'));
    try {
      await expect(store().putRelease('marketing', 'r1', empty)).rejects.toThrow(/holds no mf-manifest\.json: it is not a build/);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
  it('clears the copies of deploys killed while copying, never the copy of a deploy that still runs', async () => {
    const releases = path.join(root, 'marketing', 'releases');
    // A process that has ended: its pid names no running process any more.
    const ended = spawnSync(process.execPath, ['-e', '']).pid;
    mkdirSync(path.join(releases, `.incoming-r0-${ended}`, 'chunks'), { recursive: true });
    writeFileSync(path.join(releases, `.incoming-r0-${ended}`, 'chunks', 'home.b.js'), 'half a file');
    mkdirSync(path.join(releases, `.incoming-r9-${process.pid}`));
    await store().putRelease('marketing', 'r1', build('Alt'));
    expect(readdirSync(releases).sort()).toEqual([`.incoming-r9-${process.pid}`, 'r1']);
  });
});
