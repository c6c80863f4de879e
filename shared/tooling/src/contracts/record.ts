#!/usr/bin/env -S node --import tsx
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { busContractFile, exposesContractFile, pagesContractFile, repoRoot } from './contract-files';
import { allRemotes, describeBusEvents, describeExposes, describeRoutedPage, type Description } from './describe-contracts';

/** `npm run contracts:record`: pins the contracts as the code states them now (a deliberate change). */
function write(file: string, description: Description): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(description, null, 2)}\n`);
  console.log(`[contracts] recorded ${path.relative(repoRoot, file)}`);
}

write(busContractFile, describeBusEvents());
write(pagesContractFile, describeRoutedPage());
for (const remote of allRemotes) write(exposesContractFile(remote), describeExposes(remote));
