import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { contentValidator, type ValidatorOf } from '../http/content-validator';
import type { PageStore } from '../store/page-store';
import type { Outcome, StoreFreshness } from './store-freshness';

export interface OriginPages {
  /** Revalidates a page file with the store into the shell's folder of the origin. */
  readonly refresh: (file: string) => Promise<Outcome>;
  /** Whether the origin knows what the store holds for a file (a version, or that there is none). */
  readonly known: (file: string) => boolean;
  /** The validator of a page file the origin holds, from its bytes: the same on every origin (docs/decisions/063). */
  readonly validator: ValidatorOf;
  /** Reads every page of the store once: what the origin serves while the store is away. */
  readonly readAll: () => Promise<void>;
}

/** Page reads at once while an origin starts. */
const parallelReads = 8;

/** The pages of the store, mirrored file by file into the folder the shell's express app serves (docs/decisions/050). */
export function originPages(pages: PageStore, root: string, freshness: StoreFreshness): OriginPages {
  const known = new Map<string, string | null>();
  const validators = new Map<string, string>();
  const refresh = (file: string) =>
    freshness.revalidate(`shell/${file}`, async () => {
      const answer = await pages.revalidatePage(file, known.get(file) ?? null);
      if (answer.state === 'unchanged') return;
      const local = path.join(root, file);
      if (answer.state === 'missing') {
        await rm(local, { force: true });
        known.set(file, null);
        validators.delete(file);
        return;
      }
      // A dotfile while it is written: the servers never send one, and the rename replaces the page whole.
      const staged = path.join(path.dirname(local), `.${path.basename(local)}.next`);
      await mkdir(path.dirname(local), { recursive: true });
      await writeFile(staged, answer.body);
      await rename(staged, local);
      known.set(file, answer.version);
      validators.set(file, contentValidator(answer.body));
    });
  return {
    refresh,
    known: (file) => known.has(file),
    validator: (file) => validators.get(file),
    async readAll() {
      const files = await pages.listPages();
      for (let start = 0; start < files.length; start += parallelReads)
        await Promise.all(files.slice(start, start + parallelReads).map(refresh));
    },
  };
}
