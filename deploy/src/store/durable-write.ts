import path from 'node:path';
import type { DurableFs } from './durable-fs';

let staging = 0;

/**
 * Replaces a file so that after a crash it holds either the old or the new content:
 * write a temp file beside it, fsync it, rename it over the file, fsync the folder
 * (the rename is an entry of the folder, durable only once the folder is synced). The
 * temp file is the process's and the write's own: two writes of one file at once each
 * rename a whole file of their own.
 */
export async function replaceDurably(fs: DurableFs, file: string, data: Buffer | string): Promise<void> {
  const staged = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}-${++staging}.tmp`);
  await fs.writeFile(staged, data);
  await fs.fsync(staged);
  await fs.rename(staged, file);
  await fs.fsync(path.dirname(file));
}

/** Appends a line and syncs the file, and its folder for a file the append created. */
export async function appendDurably(fs: DurableFs, file: string, line: string): Promise<void> {
  const created = !(await fs.exists(file));
  await fs.appendFile(file, line);
  await fs.fsync(file);
  if (created) await fs.fsync(path.dirname(file));
}
