import { remoteNames, type RemoteName } from '@isarlicht/contracts/deployment/remotes';
import { appNames, type AppName } from '@isarlicht/tooling/ports';
import { workspaceOf } from '../build-apps';

/**
 * The team slices and what each one's pipeline covers (docs/decisions/024). A remote's
 * slice is its folder; everything the slices share (shared/, the shell, the servers,
 * the scripts, the e2e support, the lock file) is the platform, whose change runs
 * every pipeline. Documentation changes run none. A slice is an app: the shell or
 * one of the remotes.
 */
export const remoteSlices = remoteNames;
export type RemoteSlice = RemoteName;
export type Slice = AppName;
export const slices: readonly Slice[] = appNames;

export const isSlice = (name: string): name is Slice => (slices as readonly string[]).includes(name);

/** What a set of changed files asks for: nothing, some remote slices, or everything. */
export type Affected =
  | { readonly kind: 'none' }
  | { readonly kind: 'slices'; readonly slices: readonly RemoteSlice[] }
  | { readonly kind: 'all'; readonly because: string };

// Markdown below a `src/` folder is content a page renders (docs/decisions/054), not documentation.
const documentation = (file: string): boolean => file.startsWith('docs/') || (file.endsWith('.md') && !file.includes('/src/'));

/** The slices whose files changed; a file outside every remote's folder affects them all. */
export function affectedBy(changedFiles: readonly string[]): Affected {
  const touched = new Set<RemoteSlice>();
  for (const file of changedFiles) {
    if (documentation(file)) continue;
    const slice = remoteSlices.find((name) => file.startsWith(`${workspaceOf(name)}/`));
    if (slice === undefined) return { kind: 'all', because: file };
    touched.add(slice);
  }
  if (touched.size === 0) return { kind: 'none' };
  return { kind: 'slices', slices: remoteSlices.filter((name) => touched.has(name)) };
}

/** The Playwright tags a run of these slices selects: their own tests and the shell's smoke set. */
export const e2eGrep = (chosen: readonly RemoteSlice[]): string => [...chosen.map((slice) => `@${slice}`), '@smoke'].join('|');
