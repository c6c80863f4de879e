#!/usr/bin/env -S node --import tsx
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { format, resolveConfig } from 'prettier';
import { describeExposes } from '../contracts/describe-contracts';
import { pageManifestOf } from '../remote-exposes';
import { newPageFiles } from './new-page';
import { pageSlices } from './slice-layouts';

const usage = `Adds a page to a remote: its component, its manifest entry and its unit test.

  npm run new-page -w mfe-<slice> -- --path <path> --title <title>

Then npm run build -w mfe-<slice> and npm run deploy -w mfe-<slice> put it live.`;

function fail(message: string): never {
  console.error(`[new-page] ${message}\n\n${usage}`);
  process.exit(2);
}

/** The files as Prettier would write them, so the new page passes the format check as it is. */
async function formatted(file: string, content: string): Promise<string> {
  return format(content, { ...(await resolveConfig(file)), filepath: file });
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { app: { type: 'string' }, path: { type: 'string' }, title: { type: 'string' } } });
  const slice = pageSlices.find((name) => name === values.app);
  if (slice === undefined) fail(`--app must be one of ${pageSlices.join(', ')}`);
  if (values.path === undefined || values.title === undefined) fail('--path and --title are required');
  // npm runs a workspace's script inside the workspace: the slice's folder (or a copy of it).
  const dir = process.cwd();
  const manifestFile = path.join(dir, 'src', 'pages.ts');
  const files = newPageFiles({
    slice: slice,
    path: values.path,
    title: values.title,
    manifestSource: readFileSync(manifestFile, 'utf8'),
    manifest: pageManifestOf(dir),
  });
  const created = files.filter(({ file }) => file !== 'src/pages.ts' && existsSync(path.join(dir, file)));
  if (created.length > 0) fail(`${created.map(({ file }) => file).join(', ')} already exists`);
  for (const { file, content } of files) {
    const target = path.join(dir, file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, await formatted(target, content));
    console.log(`[new-page] wrote ${file}`);
  }
  // A new page is a new exposed module: recorded at once, so the next change to it is caught (ADR 014).
  const contract = path.join(dir, 'contract', 'exposes.json');
  writeFileSync(contract, `${JSON.stringify(describeExposes(slice, dir), null, 2)}\n`);
  console.log(
    `[new-page] recorded contract/exposes.json\n[new-page] next: npm run build -w mfe-${slice} && npm run deploy -w mfe-${slice}`,
  );
}

main().catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
