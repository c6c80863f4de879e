import fs from 'node:fs';
import path from 'node:path';

// Installed packages, build output and local state hold no docs of ours; test fixtures
// hold documents written to be wrong.
const skipped = new Set(['node_modules', 'dist', 'fixtures', 'reports', 'test-results', 'playwright-report']);

function walk(folder: string, take: (file: string) => boolean): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.') || skipped.has(entry.name)) return [];
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return walk(file, take);
    return entry.isFile() && take(file) ? [file] : [];
  });
}

/** The documents a reader follows links through: every README in the tree and every page under `docs/`. */
export function docFiles(root: string): string[] {
  const docs = path.join(root, 'docs');
  const readmes = walk(root, (file) => path.basename(file) === 'README.md' && !file.startsWith(docs + path.sep));
  const pages = fs.existsSync(docs) ? walk(docs, (file) => file.endsWith('.md')) : [];
  return [...readmes, ...pages].sort();
}
