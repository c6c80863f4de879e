import type { InspectModule } from '@isarlicht/contracts/inspect/inspection';
import type { RemoteName } from '@isarlicht/contracts/deployment/remotes';
import { documentTitleOf, seoLimits } from '@isarlicht/site-content/site-config';

/** Contract check for a remote's `./inspect` module, used by every remote's tests. */
export async function expectInspection(module: unknown, remote: RemoteName, minimumPages: number): Promise<void> {
  const { inspect } = module as InspectModule;
  expect(typeof inspect).toBe('function');
  const inspection = await inspect();
  expect(inspection.remote).toBe(remote);
  expect(inspection.pages.length).toBeGreaterThanOrEqual(minimumPages);
  const paths = inspection.pages.map((page) => page.path);
  expect(new Set(paths).size).toBe(paths.length);
  for (const page of inspection.pages) expect(page.path).toMatch(/^\/[\w/-]*$/);
  expect(inspection.texts.length).toBeGreaterThan(0);
  for (const text of inspection.texts) {
    expect(typeof text.text).toBe('string');
    expect(text.field).not.toBe('');
  }
}

/** A remote's pages whose full title or description search results would cut, as `path: field length`. */
export async function pagesOutsideSeoLimits(module: unknown): Promise<string[]> {
  const { inspect } = module as InspectModule;
  return (await inspect()).pages.flatMap((page) => {
    const { path, description } = page;
    const found: string[] = [];
    const fullTitle = documentTitleOf(page) ?? '';
    if (fullTitle === '' || fullTitle.length > seoLimits.title) found.push(`${path}: title ${fullTitle.length}`);
    const length = description?.length ?? 0;
    if (length < seoLimits.description.min || length > seoLimits.description.max) found.push(`${path}: description ${length}`);
    return found;
  });
}
