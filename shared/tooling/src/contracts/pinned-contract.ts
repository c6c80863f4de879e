import { existsSync, readFileSync } from 'node:fs';
import type { Description } from './describe-contracts';

export const recordCommand = 'npm run contracts:record';

export function readRecorded(file: string): Description {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Description) : {};
}

/**
 * Differences between a recorded contract and the code, one line per entry, each naming
 * the contract. Changed or removed entries break parts built against the record; new
 * ones break nothing but must be recorded, so the next change to them is caught.
 */
export function contractDifferences(contract: string, recorded: Description, current: Description): string[] {
  const problems: string[] = [];
  for (const [name, was] of Object.entries(recorded)) {
    const now = current[name];
    if (now === undefined) problems.push(`contract "${contract}" breaks: ${name} was removed`);
    else if (now !== was) problems.push(`contract "${contract}" breaks: ${name} changed from ${was} to ${now}`);
  }
  for (const name of Object.keys(current)) {
    if (!(name in recorded)) problems.push(`contract "${contract}": ${name} is new, record it with ${recordCommand}`);
  }
  return problems;
}
