import type { Result } from 'axe-core';
import { groupViolations } from '../src/tools/accessibility/group-violations';

const violation = (id: string, impact: Result['impact'], target: string): Result => ({
  id,
  impact,
  tags: [],
  description: '',
  help: `${id} hilft`,
  helpUrl: `https://dequeuniversity.com/rules/axe/4.10/${id}`,
  nodes: [{ target: [target], html: '', any: [], all: [], none: [], impact }],
});

it('groups axe violations by impact, most severe first', () => {
  const groups = groupViolations([
    { path: '/', violations: [violation('region', 'moderate', 'div.x'), violation('image-alt', 'critical', 'img')] },
    { path: '/about', violations: [violation('color-contrast', 'serious', 'p.lead')] },
  ]);
  expect(groups.map((group) => [group.impact, group.rows.map((row) => `${row.rule} ${row.path} ${row.nodes.join()}`)])).toEqual([
    ['critical', ['image-alt / img']],
    ['serious', ['color-contrast /about p.lead']],
    ['moderate', ['region / div.x']],
  ]);
});
