import { documentTitle } from '@isarlicht/site-content/site-config';
import { footerMethodLinks, footerServiceLinks } from '@isarlicht/site-content/navigation';
import { coreServiceIds, methodIds } from '@isarlicht/contracts/routes/ids';
import { industryNames, methodNames, referenceTitles, serviceNames } from '@isarlicht/site-content/names/page-names';
import { styleViolations } from '../src/style-check';

describe('page names', () => {
  const lists = { serviceNames, methodNames, referenceTitles, industryNames };

  it.each(Object.entries(lists))('%s are unique and follow the style sheet', (_list, names) => {
    const values: string[] = Object.values(names);
    expect(new Set(values).size).toBe(values.length);
    expect(values.flatMap((name) => styleViolations(name, 'data'))).toEqual([]);
  });

  it('keeps reference document titles within the 60 characters search results show', () => {
    const long = Object.values(referenceTitles)
      .map((title) => documentTitle({ title }))
      .filter((title) => title.length > 60);
    expect(long).toEqual([]);
  });

  it('labels the footer links with the same names as the pages', () => {
    expect(footerServiceLinks.map((link) => link.label)).toEqual(coreServiceIds.map((id) => serviceNames[id]));
    expect(footerMethodLinks.map((link) => link.label)).toEqual(methodIds.map((id) => methodNames[id]));
  });
});
