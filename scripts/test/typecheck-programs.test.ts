import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../build-apps';

interface Tsconfig {
  readonly extends?: string;
  readonly include?: readonly string[];
}

const read = (file: string): Tsconfig => JSON.parse(readFileSync(path.join(repoRoot, file), 'utf8')) as Tsconfig;
const { workspaces } = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { workspaces: string[] };

/** What a workspace's own tsconfig includes, as paths from the repo's root. */
const includedBy = (workspace: string): string[] =>
  (read(path.join(workspace, 'tsconfig.json')).include ?? []).map((entry) =>
    path.relative(repoRoot, path.resolve(repoRoot, workspace, entry)),
  );

/**
 * `npm run typecheck` checks the workspaces as one program per set of compiler options
 * (docs/decisions/070): what a workspace's own tsconfig includes must be in the root
 * program of the options it extends, or a new folder would go unchecked by `npm test`.
 */
describe('the root type-check programs', () => {
  const programs = { 'tsconfig.json': read('tsconfig.check-base.json'), 'tsconfig.app.json': read('tsconfig.check-app.json') };

  it.each(workspaces.filter((workspace) => workspace !== 'e2e'))('%s: its sources are in the program of its options', (workspace) => {
    const own = read(path.join(workspace, 'tsconfig.json'));
    const options = path.relative(repoRoot, path.resolve(repoRoot, workspace, own.extends ?? ''));
    expect(Object.keys(programs)).toContain(options);
    const program = programs[options as keyof typeof programs];
    expect(program.extends).toBe(`./${options}`);
    expect(program.include).toEqual(expect.arrayContaining(includedBy(workspace)));
  });

  it('checks no folder that is not a workspace source', () => {
    const all = workspaces.flatMap(includedBy);
    expect(
      [...(programs['tsconfig.json'].include ?? []), ...(programs['tsconfig.app.json'].include ?? [])].filter(
        (entry) => !all.includes(entry),
      ),
    ).toEqual([]);
  });
});
