import { industryIds, referenceSlugs, roleIds, serviceIds, methodIds } from '../src/routes/ids';
import { paths } from '../src/routes/paths';

describe('route ids and paths', () => {
  it.each([
    ['services', serviceIds, 37],
    ['methods', methodIds, 4],
    ['roles', roleIds, 14],
    ['references', referenceSlugs, 16],
    ['industries', industryIds, 12],
  ])('has the specified number of unique %s ids', (_name, ids, count) => {
    expect(ids).toHaveLength(count);
    expect(new Set(ids).size).toBe(count);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('builds the target-group paths with the software product', () => {
    expect(paths.industries).toBe('/software-for');
    expect(paths.industry('kmu')).toBe('/software-for/kmu');
    expect(paths.role('scrum-master')).toBe('/methods/roles/scrum-master');
    expect(paths.privacy).toBe('/impressum#datenschutz');
  });
});
