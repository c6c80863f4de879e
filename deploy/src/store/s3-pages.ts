import { cacheControlValues } from '../http/cache-control';
import { contentTypeOf } from './content-type';
import type { PageStore } from './page-store';
import { isWriteConflict } from './s3-errors';
import { bareEtag, s3Objects, type S3StoreOptions } from './s3-objects';
import { storeKeys } from './store-keys';
import { checkedPageFile, isPageFile } from './store-names';

/**
 * The pages under `shell/` of an S3 store, each with the HTML cache class (`no-cache`:
 * every reader revalidates it) and its type. A PUT replaces an object whole, so a
 * deploy stopped while it writes pages leaves each page old or new.
 */
const headersOf = (file: string) => ({ contentType: contentTypeOf(file), cacheControl: cacheControlValues.revalidate });

export function s3Pages(options: S3StoreOptions): PageStore {
  const objects = s3Objects(options);
  const keyOf = (file: string) => `${storeKeys.pages}${checkedPageFile(file)}`;
  return {
    location: `${objects.location}/${storeKeys.pages}`,
    async readPage(file) {
      const answer = await objects.get(keyOf(file));
      return answer === null || answer === 'unchanged' ? null : { body: answer.body, version: answer.etag };
    },
    async revalidatePage(file, known) {
      const answer = await objects.get(keyOf(file), known ?? undefined);
      if (answer === 'unchanged') return { state: 'unchanged' };
      return answer === null ? { state: 'missing' } : { state: 'changed', body: answer.body, version: answer.etag };
    },
    async writePage(file, body) {
      await objects.put(keyOf(file), body, headersOf(file));
    },
    async replacePageIf(file, body, expected) {
      const condition = expected === null ? { IfNoneMatch: '*' } : { IfMatch: bareEtag(expected) };
      try {
        await objects.put(keyOf(file), body, headersOf(file), condition);
        return { written: true };
      } catch (error) {
        if (!isWriteConflict(error)) throw error;
        return { written: false, why: `another deploy wrote ${file} since this one read it` };
      }
    },
    async removePage(file) {
      await objects.remove(keyOf(file));
    },
    listPages: async () =>
      (await objects.keysUnder(storeKeys.pages))
        .map((key) => key.slice(storeKeys.pages.length))
        .filter(isPageFile)
        .sort(),
  };
}
