import type { PageModule, RouteParams } from '@isarlicht/contracts/pages/page-module';

/**
 * Contract check for an exposed page module, used by every remote's tests: the shell
 * relies on a component as default export and a `meta` that answers known params
 * with a title and description and unknown ones with null.
 */
export function expectPageModule(module: unknown, known: RouteParams, unknown?: RouteParams): void {
  const page = module as PageModule;
  expect(typeof page.default).toBe('function');
  expect(typeof page.meta).toBe('function');
  const meta = page.meta(known);
  expect(meta).not.toBeNull();
  expect(meta?.title.trim()).not.toBe('');
  expect(meta?.description.length).toBeGreaterThanOrEqual(50);
  expect(meta?.description.length).toBeLessThanOrEqual(160);
  if (unknown) expect(page.meta(unknown)).toBeNull();
}
