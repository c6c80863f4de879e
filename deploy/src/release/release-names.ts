import path from 'node:path';

/**
 * What may name a release folder. The version and commit come from a slice's
 * manifest (`metaData.buildInfo`), which is untrusted input: `path.join` resolves
 * `..` and `/`, so only these characters ever reach a path (docs/decisions/046).
 */
const versionPattern = /^[0-9A-Za-z][0-9A-Za-z.+-]{0,63}$/;
/** A git commit in hex, `-dirty` when built from uncommitted files, `unknown` outside git (`commitOf` in shared/tooling). */
const commitPattern = /^(?:[0-9a-f]{7,40}(?:-dirty)?|unknown)$/;
/** `<version>-<commit>-<content hash>` as `releaseIdOf` writes it. */
const idPattern = /^[0-9A-Za-z][0-9A-Za-z.+-]{0,127}$/;

export function checkedVersion(version: string, source: string): string {
  if (!versionPattern.test(version))
    throw new Error(`${source}: the version ${JSON.stringify(version)} is no release version (letters, digits, . + -, up to 64)`);
  return version;
}

export function checkedCommit(commit: string, source: string): string {
  if (!commitPattern.test(commit))
    throw new Error(`${source}: the commit ${JSON.stringify(commit)} is no git commit (7 to 40 hex digits, -dirty, or unknown)`);
  return commit;
}

/** Whether a name is a release id (`checkedReleaseId`): what a store lists as a release. */
export const isReleaseId = (id: string): boolean => idPattern.test(id);

/**
 * A release id, from a manifest or a command line (`rollback --release`), before it
 * names a folder or a key in any release store: no `/`, no leading `.`, so never `..`.
 */
export function checkedReleaseId(id: string): string {
  if (!idPattern.test(id))
    throw new Error(`${JSON.stringify(id)} is no release id (letters, digits, . + -, up to 128, as releaseIdOf names a release)`);
  return id;
}

export const releasesFolder = (target: string): string => path.join(target, 'releases');

/**
 * The folder of release `id`, strictly one level below `<target>/releases/`: an id
 * from a command line (`rollback --release`) or a manifest that would lead anywhere
 * else is refused.
 */
export function releaseFolder(target: string, id: string): string {
  const releases = path.resolve(releasesFolder(target));
  const folder = path.resolve(releases, checkedReleaseId(id));
  if (path.relative(releases, folder) !== id)
    throw new Error(`${JSON.stringify(id)} is no release id: a release is a folder directly in ${releases}`);
  return folder;
}
