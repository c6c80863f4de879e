#!/usr/bin/env -S node --import tsx
import { parseArgs } from 'node:util';
import { staleMessage, updateIndexModules } from './index-modules';

/** `npm run content`: writes the modules the content entries feed; `-- --check` only checks them (docs/decisions/054). */
function main(): void {
  const { values } = parseArgs({ options: { check: { type: 'boolean', default: false } } });
  const { stale, written } = updateIndexModules(values.check);
  if (written) for (const file of stale) console.log(`[content] wrote ${file}`);
  else if (stale.length > 0) {
    console.error(staleMessage(stale));
    process.exit(1);
  }
}

try {
  main();
} catch (error: unknown) {
  console.error(`[content] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
