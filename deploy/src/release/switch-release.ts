import { appendFileSync, existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { remoteReleaseOf } from '@isarlicht/contracts';
import { pointerManifest, type Json } from './pointer-manifest';
import { releaseFolder } from './release-names';

export const liveManifest = (target: string): string => path.join(target, 'mf-manifest.json');
/** A dotfile, so the static server never publishes the deployment history. */
const historyFile = (target: string): string => path.join(target, '.deployments.jsonl');

export interface Deployment {
  readonly id: string;
  readonly deployedAt: string;
}

/**
 * Makes a published release the live one by replacing `mf-manifest.json` in one
 * rename: a request gets either the old or the new manifest, never a mix, and files
 * of the old release stay where sessions that started with it expect them.
 */
export function switchRelease(target: string, id: string, deployedAt = new Date().toISOString()): Deployment {
  const manifestOfRelease = path.join(releaseFolder(target, id), 'mf-manifest.json');
  if (!existsSync(manifestOfRelease)) throw new Error(`release ${id} is not published in ${target}`);
  const live = pointerManifest(JSON.parse(readFileSync(manifestOfRelease, 'utf8')) as Json, id, deployedAt);
  const staged = path.join(target, `.mf-manifest.${process.pid}.json`);
  writeFileSync(staged, `${JSON.stringify(live, null, 2)}\n`);
  renameSync(staged, liveManifest(target));
  appendFileSync(historyFile(target), `${JSON.stringify({ id, deployedAt })}\n`);
  return { id, deployedAt };
}

/** The release the live manifest points at, or null before the first deployment. */
export function liveReleaseId(target: string): string | null {
  if (!existsSync(liveManifest(target))) return null;
  return remoteReleaseOf(JSON.parse(readFileSync(liveManifest(target), 'utf8')))?.deployment?.id ?? null;
}

export function deploymentHistory(target: string): readonly Deployment[] {
  if (!existsSync(historyFile(target))) return [];
  return readFileSync(historyFile(target), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Deployment);
}

/** The release that was live before the current one: what a rollback switches back to. */
export function previousReleaseId(target: string): string | null {
  const live = liveReleaseId(target);
  const earlier = deploymentHistory(target)
    .map((entry) => entry.id)
    .filter((id) => id !== live);
  return earlier.at(-1) ?? null;
}
