import { constants } from 'node:fs';
import { appendFile, mkdir, open, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';

/**
 * The file operations the folder store uses, one step each, so a test can inject
 * them and check their order (a write is durable only once its file and then its
 * folder are synced).
 */
export interface DurableFs {
  readonly readFile: (file: string) => Promise<Buffer>;
  readonly writeFile: (file: string, data: Buffer | string) => Promise<void>;
  readonly appendFile: (file: string, data: string) => Promise<void>;
  /** Flushes a file's data, or a folder's entries, to the disk. */
  readonly fsync: (fileOrFolder: string) => Promise<void>;
  readonly rename: (from: string, to: string) => Promise<void>;
  /** Creates a folder and its parents. */
  readonly mkdir: (folder: string) => Promise<void>;
  /** Removes a file or a folder with its contents; nothing where there is none. */
  readonly remove: (target: string) => Promise<void>;
  /** Creates a file only where none is (`open(…, 'wx')`): false where one was. */
  readonly createExclusive: (file: string, data: string) => Promise<boolean>;
  readonly exists: (target: string) => Promise<boolean>;
  readonly readdir: (folder: string) => Promise<string[]>;
}

// Not `instanceof Error`: an error of another realm (a test's VM context) is one too.
const isCode = (error: unknown, code: string): boolean =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === code;

export const nodeDurableFs: DurableFs = {
  readFile: (file) => readFile(file),
  writeFile: (file, data) => writeFile(file, data),
  appendFile: (file, data) => appendFile(file, data),
  fsync: async (target) => {
    const handle = await open(target, constants.O_RDONLY);
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  },
  rename: (from, to) => rename(from, to),
  mkdir: async (folder) => {
    await mkdir(folder, { recursive: true });
  },
  remove: (target) => rm(target, { recursive: true, force: true }),
  createExclusive: async (file, data) => {
    try {
      const handle = await open(file, 'wx');
      try {
        await handle.writeFile(data);
        await handle.sync();
      } finally {
        await handle.close();
      }
      return true;
    } catch (error) {
      if (isCode(error, 'EEXIST')) return false;
      throw error;
    }
  },
  exists: (target) =>
    stat(target).then(
      () => true,
      (error: unknown) => {
        if (isCode(error, 'ENOENT')) return false;
        throw error;
      },
    ),
  readdir: (folder) => readdir(folder),
};
