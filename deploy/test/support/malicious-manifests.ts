import { readFileSync } from 'node:fs';
import path from 'node:path';

/** A release of mfe-marketing as an attacker could build it (`test/fixtures/malicious-manifests/<name>.json`). */
export const maliciousManifest = (name: string): unknown =>
  JSON.parse(readFileSync(path.join(__dirname, '..', 'fixtures', 'malicious-manifests', `${name}.json`), 'utf8')) as unknown;
