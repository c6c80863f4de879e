import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { remoteReleaseOf } from '@isarlicht/contracts/deployment/remote-release';
import { folderStore, liveReleaseId, releaseFolder, releaseIdOf, type ReleaseStore } from '../src';
import { remoteBuild } from './support/remote-build';
import { CommandExit, runReleaseCommand } from './support/run-release-command';

let scratch = '';
let target = '';
const builds: { root: string; remove: () => void }[] = [];
const build = (text: string, commit?: string) => {
  const dist = remoteBuild(text, commit);
  builds.push(dist);
  return dist.root;
};
const live = () => JSON.parse(readFileSync(path.join(target, 'mf-manifest.json'), 'utf8')) as unknown;
const store = () => folderStore({ targetOf: () => target, location: target });
const deploy = (dist: string) => runReleaseCommand('deploy', target, ['--from', dist]);
const historyIds = async () => (await store().history('marketing')).map((entry) => entry.id);

beforeEach(() => {
  scratch = mkdtempSync(path.join(tmpdir(), 'isarlicht-deploy-'));
  target = path.join(scratch, 'marketing');
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
  rmSync(scratch, { recursive: true, force: true });
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

  it('publishes the build into its own folder, without build stamps, and makes it live', async () => {
    const dist = build('Alt');
    const id = releaseIdOf(dist);
    expect(await deploy(dist)).toMatchObject({ remote: 'marketing', target, before: null, after: id });
    expect(readdirSync(releaseFolder(target, id)).sort()).toEqual(['chunks', 'mf-manifest.json', 'remoteEntry.js']);
    expect(liveReleaseId(target)).toBe(id);
    const deployedAt = remoteReleaseOf(live())?.deployment?.deployedAt ?? '';
    expect(remoteReleaseOf(live())).toEqual({ version: '1.2.0', commit: 'af7a8fd48c', deployment: { id, deployedAt } });
    expect(await store().history('marketing')).toEqual([{ id, deployedAt }]);
    expect(console.log).toHaveBeenCalledWith(
      expect.stringMatching(new RegExp(`^\\[deploy\\] marketing: published ${id}, live in \\d+ ms \\(${target}\\)$`)),
    );
  });

  it('never rewrites a published release', async () => {
    const dist = build('Alt');
    await deploy(dist);
    await deploy(dist);
    expect(readdirSync(path.join(target, 'releases'))).toEqual([releaseIdOf(dist)]);
    expect(console.log).toHaveBeenLastCalledWith(expect.stringContaining(`marketing: already published ${releaseIdOf(dist)}`));
  });

  it('keeps the old release in place when a new one goes live, rolls back by switching back, and lists both', async () => {
    const old = (await deploy(build('Alt')))?.after ?? '';
    const next = (await deploy(build('Neu')))?.after ?? '';
    expect(liveReleaseId(target)).toBe(next);
    expect(existsSync(path.join(releaseFolder(target, old), 'chunks', 'home.b.js'))).toBe(true);
    expect(await runReleaseCommand('rollback', target)).toMatchObject({ remote: 'marketing', target, before: next, after: old });
    expect(liveReleaseId(target)).toBe(old);
    expect(await historyIds()).toEqual([old, next, old]);
    jest.mocked(console.log).mockClear();
    expect(await runReleaseCommand('list', target)).toBeNull();
    const listed = jest.mocked(console.log).mock.calls.map(([line]) => String(line));
    expect(listed).toEqual(
      [old, next].sort().map((id) => expect.stringMatching(new RegExp(`^${id === old ? '\\*' : ' '} ${id}  \\d{4}-`))),
    );
  });

  it('has nothing to roll back to before a second release', async () => {
    await deploy(build('Alt'));
    await expect(runReleaseCommand('rollback', target)).rejects.toThrow(`${target} has no earlier release of marketing to switch back to`);
  });

  it('refuses to switch to a release that was never published, in one line', async () => {
    const refused = runReleaseCommand('rollback', target, ['--release', '9.9.9-nope-0000000000']);
    await expect(refused).rejects.toEqual(new CommandExit(`[deploy] release 9.9.9-nope-0000000000 is not published in ${target}`, 1));
    expect(existsSync(path.join(target, 'mf-manifest.json'))).toBe(false);
  });
});

describe('two deploys of one remote at once', () => {
  it('refuses the one whose live pointer changed after it read it, in one line with a non-zero exit, switching nothing', async () => {
    const first = (await deploy(build('Alt')))?.after ?? '';
    const other = build('Anders');
    const folder = store();
    // Another deploy goes live while this one publishes its release: between its read of the pointer and its switch.
    const racing: ReleaseStore = {
      ...folder,
      async putRelease(remote, id, dist) {
        const published = await folder.putRelease(remote, id, dist);
        const otherId = releaseIdOf(other);
        await folder.putRelease(remote, otherId, other);
        await folder.switchPointer(remote, otherId, (await folder.readPointer(remote))?.version ?? null);
        return published;
      },
    };
    const refused = await runReleaseCommand('deploy', target, ['--from', build('Neu')], racing).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(CommandExit);
    const { message, code } = refused as CommandExit;
    expect(code).not.toBe(0);
    expect(message).toBe(
      `[deploy] refused, nothing was switched: the live pointer of marketing changed since this deploy read it (now ${releaseIdOf(other)}), another deploy went live first; deploy again to go live after it`,
    );
    expect(liveReleaseId(target)).toBe(releaseIdOf(other));
    expect(await historyIds()).toEqual([first, releaseIdOf(other)]);
  });
});
