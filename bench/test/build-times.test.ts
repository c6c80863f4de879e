import { readFileSync } from 'node:fs';
import path from 'node:path';
import { appNames } from '@isarlicht/tooling/ports';
import { workspaceOf } from '../src/build-times';
import { repoRoot } from '../src/site-server';

describe('workspaceOf', () => {
  it.each(appNames)('names a workspace of %s with a webpack production build', (app) => {
    const manifest: unknown = JSON.parse(readFileSync(path.join(repoRoot, workspaceOf(app), 'package.json'), 'utf8'));
    expect(manifest).toMatchObject({ scripts: { build: expect.stringContaining('webpack --mode production') } });
  });
});
