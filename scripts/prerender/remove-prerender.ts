import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pageRecordFile } from '@isarlicht/deploy';

/** What the prerender writes beside the shell's build (everything but the build's own app.html). */
const isPrerenderOutput = (file: string): boolean =>
  (file.endsWith('.html') && file !== 'app.html') || ['sitemap.xml', 'robots.txt', '.prerender-hash', pageRecordFile].includes(file);

/**
 * Removes the pages of an earlier prerender, so that a shell build the prerender could
 * not refresh is served client-rendered instead of with pages of another state.
 */
export function removePrerender(shellDist: string): void {
  for (const entry of readdirSync(shellDist, { recursive: true, withFileTypes: true })) {
    if (entry.isFile() && isPrerenderOutput(path.relative(shellDist, path.join(entry.parentPath, entry.name)))) {
      rmSync(path.join(entry.parentPath, entry.name));
    }
  }
}
