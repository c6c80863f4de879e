import { createHash } from 'node:crypto';
import path from 'node:path';
import { nodeDurableFs, type DurableFs } from './durable-fs';
import { replaceDurably } from './durable-write';
import type { PageStore, StoredPage } from './page-store';
import { checkedPageFile, isPageFile, isReleaseFile } from './store-names';

const versionOf = (body: Buffer): string => createHash('sha256').update(body).digest('hex').slice(0, 16);

/** Whether a name is a folder (`readdir` of a file fails), where a page may be. */
const isFolder = (fs: DurableFs, folder: string): Promise<boolean> =>
  fs.readdir(folder).then(
    () => true,
    () => false,
  );

/** Every page file under a folder, relative with `/`: the names `isPageFile` accepts, as an S3 listing gives them. */
async function filesUnder(fs: DurableFs, root: string, prefix = ''): Promise<string[]> {
  const folder = path.join(root, prefix);
  if (!(await fs.exists(folder))) return [];
  const found: string[] = [];
  for (const name of await fs.readdir(folder)) {
    const relative = prefix === '' ? name : `${prefix}/${name}`;
    if (isPageFile(relative)) found.push(relative);
    // A folder is walked where its name is one a key could have (not hidden, not refused).
    else if (isReleaseFile(relative) && (await isFolder(fs, path.join(root, relative))))
      found.push(...(await filesUnder(fs, root, relative)));
  }
  return found;
}

/**
 * The pages in a folder: the shell's build for `npm start`, `<root>/shell` of another
 * folder store. Each write is a temp file, fsync, rename and fsync of the folder (the
 * release store's order, docs/decisions/048), so a deploy killed while it writes pages
 * leaves every file whole.
 */
export function folderPages(root: string, fs: DurableFs = nodeDurableFs): PageStore {
  const fileOf = (file: string) => path.join(root, checkedPageFile(file));
  const readPage = async (file: string): Promise<StoredPage | null> => {
    if (!(await fs.exists(fileOf(file)))) return null;
    const body = await fs.readFile(fileOf(file));
    return { body, version: versionOf(body) };
  };
  const writePage = async (file: string, body: Buffer | string) => {
    await fs.mkdir(path.dirname(fileOf(file)));
    await replaceDurably(fs, fileOf(file), body);
  };
  return {
    location: root,
    readPage,
    async revalidatePage(file, known) {
      const page = await readPage(file);
      if (page === null) return { state: 'missing' };
      return page.version === known ? { state: 'unchanged' } : { state: 'changed', ...page };
    },
    writePage,
    async replacePageIf(file, body, expected) {
      // The lock is held for one read and one rename; a writer that finds it retries (commitPageChange).
      // A dotfile (`.prerendered.json.lock`): never listed, never sent.
      const name = path.basename(file);
      const lock = path.join(path.dirname(fileOf(file)), `${name.startsWith('.') ? '' : '.'}${name}.lock`);
      await fs.mkdir(path.dirname(lock));
      if (!(await fs.createExclusive(lock, JSON.stringify({ pid: process.pid, since: new Date().toISOString() }))))
        return {
          written: false,
          why: `${lock} is held: another deploy writes ${file} now, or one was killed while it did (remove the lock once no deploy runs)`,
        };
      try {
        const current = await readPage(file);
        if ((current?.version ?? null) !== expected) return { written: false, why: `another deploy wrote ${file} since this one read it` };
        await writePage(file, body);
        return { written: true };
      } finally {
        await fs.remove(lock);
      }
    },
    async removePage(file) {
      if (!(await fs.exists(fileOf(file)))) return;
      await fs.remove(fileOf(file));
      await fs.fsync(path.dirname(fileOf(file)));
    },
    listPages: async () => (await filesUnder(fs, root)).sort(),
  };
}
