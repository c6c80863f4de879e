import { execFile, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { appNames } from '@isarlicht/tooling/ports';
import { startEdge, varnishdPath, type RunningEdge, type StartEdgeOptions } from '@isarlicht/scripts/edge/start-edge';
import { requireSystemPackage, type SystemPackage } from './system-package';

const run = promisify(execFile);
const varnishd = varnishdPath();
const varnishTag = '@varnish';

/**
 * Debian's Varnish (`apt-get install varnish`): varnishd, and varnishadm and
 * varnishlog beside it on the PATH. Where it is missing the tests tagged `@varnish`
 * are reported as not run; CI installs it (.ci/install-system-deps).
 */
const varnishPackage: SystemPackage = {
  tag: varnishTag,
  missing: existsSync(varnishd)
    ? null
    : `varnish is not installed at ${varnishd} (apt-get install varnish, or set VARNISHD_PATH): the tests tagged ${varnishTag} do not run`,
};

/** Ends a test that cannot run here before it starts anything (see `requireSystemPackage`). */
export const requireVarnish = (): void => requireSystemPackage(varnishPackage);

/** The edge as `startEdge` runs it, only in a test tagged `@varnish`. */
export function startVarnishEdge(options: Omit<StartEdgeOptions, 'varnishd'>): Promise<RunningEdge> {
  requireVarnish();
  return startEdge({ ...options, varnishd });
}

/** `varnishd -C`: Varnish's compiler on a VCL, its message where it refuses it. */
export function compileVcl(vcl: string): { readonly status: number | null; readonly message: string } {
  requireVarnish();
  const dir = mkdtempSync(path.join(tmpdir(), 'isarlicht-vcl-'));
  // As root the compiler reads the file as Varnish's own user.
  chmodSync(dir, 0o755);
  try {
    writeFileSync(path.join(dir, 'edge.vcl'), vcl);
    const result = spawnSync(varnishd, ['-C', '-f', path.join(dir, 'edge.vcl'), '-n', path.join(dir, 'varnish')], { encoding: 'utf8' });
    // The compiler writes the C it made to stderr too; a refusal is the text before it.
    return { status: result.status, message: result.stderr.split('/* ---===###')[0] ?? '' };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Each origin's health as the edge's probes see it, by backend name (`shell_1`, …). */
export async function backendHealth(edge: Pick<RunningEdge, 'workDir'>): Promise<Record<string, string>> {
  const { stdout } = await run('varnishadm', ['-n', edge.workDir, 'backend.list']);
  return Object.fromEntries(
    stdout
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(/\s+/))
      .filter(([name, , , health]) => name !== undefined && health !== undefined)
      .map(([name = '', , , health = '']) => [name.slice(name.indexOf('.') + 1), health]),
  );
}

/**
 * Milliseconds from `killedAt` (a `performance.now()`) until the edge's probes have taken
 * every app's first origin (`<app>_1`) out of its director; null when that took over 5 s.
 */
export async function msUntilFirstOriginOut(edge: Pick<RunningEdge, 'workDir'>, killedAt: number): Promise<number | null> {
  while (performance.now() - killedAt < 5000) {
    const health = await backendHealth(edge);
    if (appNames.every((app) => health[`${app}_1`] === 'sick')) return performance.now() - killedAt;
    await sleep(20);
  }
  return null;
}

/** The first status each origin answered the edge's fetches of `url` with, oldest first (`varnishlog -d`): a revalidation shows as 304. */
export async function originAnswers(edge: RunningEdge, url: string): Promise<number[]> {
  const { stdout } = await run('varnishlog', ['-d', '-n', edge.workDir, '-b', '-q', `BereqURL eq "${url}"`, '-i', 'BerespStatus']);
  return stdout
    .split(/^\*/m)
    .map((transaction) => /BerespStatus\s+(\d+)/.exec(transaction)?.[1])
    .filter((status): status is string => status !== undefined)
    .map(Number);
}
