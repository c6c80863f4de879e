import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { releaseIdOf } from '../src';
import { remoteBuild } from './support/remote-build';
import { runReleaseCommand } from './support/run-release-command';

/** Build infos a manifest could carry to put a release folder somewhere else, by what they try. */
const injected = Object.entries(
  JSON.parse(readFileSync(path.join(__dirname, 'fixtures', 'injected-releases.json'), 'utf8')) as Record<
    string,
    { buildVersion: string; commit: string }
  >,
);

let scratch = '';
/** The deploy command of the slice, with everything it checks before it publishes. */
const deploy = (dist: string) => runReleaseCommand('deploy', target, ['--from', dist]);
let target = '';
const builds: { remove: () => void }[] = [];
const build = (commit?: string) => {
  const dist = remoteBuild('Alt', commit);
  builds.push(dist);
  return dist.root;
};

beforeEach(() => {
  scratch = mkdtempSync(path.join(tmpdir(), 'isarlicht-release-files-'));
  target = path.join(scratch, 'deploy', 'marketing');
  mkdirSync(target, { recursive: true });
});
afterEach(() => {
  rmSync(scratch, { recursive: true, force: true });
  for (const dist of builds.splice(0)) dist.remove();
});

function withBuildInfo(dist: string, buildInfo: { buildVersion: string; commit: string }): string {
  const file = path.join(dist, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as { metaData: { buildInfo: object } };
  manifest.metaData.buildInfo = { ...manifest.metaData.buildInfo, ...buildInfo };
  writeFileSync(file, JSON.stringify(manifest));
  return dist;
}

describe('release ids', () => {
  it.each(injected)('refuses %s, and publishes nothing anywhere', async (_what, buildInfo) => {
    const dist = withBuildInfo(build(), buildInfo);
    await expect(deploy(dist)).rejects.toThrow(/mf-manifest\.json: the (version|commit) ".*" is no/);
    expect(readdirSync(scratch)).toEqual(['deploy']);
    expect(readdirSync(target)).toEqual([]);
  });

  it('takes the versions and commits the project builds write', () => {
    expect(releaseIdOf(withBuildInfo(build(), { buildVersion: '1.2.0-rc.1+build.7', commit: 'af7a8fd48c' }))).toMatch(
      /^1\.2\.0-rc\.1\+build\.7-af7a8fd48c-[0-9a-f]{10}$/,
    );
    expect(releaseIdOf(build('af7a8fd48c-dirty'))).toMatch(/^1\.2\.0-af7a8fd48c-dirty-[0-9a-f]{10}$/);
    expect(releaseIdOf(build('unknown'))).toMatch(/^1\.2\.0-unknown-[0-9a-f]{10}$/);
  });

  it.each(['../../../escaped', '..', '.', '', '/tmp/escaped', 'a/b', '.incoming-x'])('switches to no release named %j', async (id) => {
    mkdirSync(path.join(scratch, 'escaped'), { recursive: true });
    writeFileSync(path.join(scratch, 'escaped', 'mf-manifest.json'), readFileSync(path.join(build(), 'mf-manifest.json')));
    await expect(runReleaseCommand('rollback', target, ['--release', id])).rejects.toThrow(`no release id`);
    expect(existsSync(path.join(target, 'mf-manifest.json'))).toBe(false);
  });
});

describe('the files of a release', () => {
  it('refuses a build with a link to a file outside it, naming the link, before anything is published', async () => {
    const secret = path.join(scratch, 'secret.env');
    writeFileSync(secret, 'API_KEY=geheim');
    const dist = build();
    symlinkSync(secret, path.join(dist, 'chunks', 'config.js'));
    await expect(deploy(dist)).rejects.toThrow(`${dist}: chunks/config.js is a symbolic link`);
    expect(readdirSync(target)).toEqual([]);
  });

  it('refuses a build with a link loop at once', async () => {
    const dist = build();
    symlinkSync('.', path.join(dist, 'chunks', 'loop'));
    await expect(deploy(dist)).rejects.toThrow(`${dist}: chunks/loop is a symbolic link`);
  });

  it('refuses a build with a named pipe, which a read would wait on for ever', async () => {
    const dist = build();
    execFileSync('mkfifo', [path.join(dist, 'chunks', 'pipe.js')]);
    await expect(deploy(dist)).rejects.toThrow(`${dist}: chunks/pipe.js is no plain file or folder`);
  });
});
