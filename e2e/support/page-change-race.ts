import { pageRecordFile, type PageStore } from '@isarlicht/deploy';

/**
 * Page stores of `count` deploys that each read the record once before any of them
 * writes: the first read of the record of each waits until all have read it. So the
 * deploys really meet (every one read the record another is about to change), not
 * only start at the same moment.
 */
export function racingPageStores(count: number, open: () => PageStore): PageStore[] {
  let reads = 0;
  let allRead: () => void = () => undefined;
  const met = new Promise<void>((resolve) => (allRead = resolve));
  return Array.from({ length: count }, () => {
    const pages = open();
    let first = true;
    return {
      ...pages,
      async readPage(file: string) {
        const read = await pages.readPage(file);
        if (file === pageRecordFile && first) {
          first = false;
          if (++reads === count) allRead();
          await met;
        }
        return read;
      },
    };
  });
}
