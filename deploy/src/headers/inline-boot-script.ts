import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The shell's boot script as prerendered pages carry it: inline, so the page names no
 * script file before its first paint (docs/decisions/020). Without its source-map
 * comment, which would resolve against each page's address.
 */
export function inlineBootScript(shellRoot: string): string | null {
  const file = path.join(shellRoot, 'boot.js');
  if (!existsSync(file)) return null;
  return readFileSync(file, 'utf8')
    .replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '')
    .trim();
}

/** The CSP source that allows exactly this inline script. */
export const scriptHashSource = (script: string): string => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;

/** The hash sources for a shell build's inline scripts: none for a build without the boot script. */
export function inlineScriptHashes(shellRoot: string): readonly string[] {
  const boot = inlineBootScript(shellRoot);
  return boot === null ? [] : [scriptHashSource(boot)];
}
