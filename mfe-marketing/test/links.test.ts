import { serviceIds } from '@isarlicht/contracts/routes/ids';
import { industryLinks, referenceLinks, serviceLinks, termLinksFor } from '../src/content/links';
import { methodLinks, roleLinks } from '../src/content/method-links';
import { methods } from '../src/content/methods';
import { roles } from '../src/content/roles';
import { loadServicePages } from '../src/content/services/load-service-page';
import type { Service } from '../src/content/types';
import { featuredIndustries, featuredReferences } from '../src/pages/home/home-content';
import { isKnownRoute } from './support/routes';

describe('links in the content data', () => {
  let servicePages: readonly Service[] = [];
  beforeAll(async () => {
    servicePages = await loadServicePages();
  });

  const hrefs = () => [
    ...servicePages.flatMap((service) => [
      ...serviceLinks(service.related.services),
      ...referenceLinks(service.related.references),
      ...industryLinks(service.related.industries),
      ...termLinksFor(service.id),
    ]),
    ...[...methods, ...roles].flatMap((entry) => [
      ...methodLinks(entry.related.methods),
      ...roleLinks(entry.related.roles),
      ...serviceLinks(entry.related.services),
    ]),
    ...referenceLinks(featuredReferences.map((reference) => reference.slug)),
    ...industryLinks(featuredIndustries),
  ];

  it('resolve to routes of the site, each with a visible label', () => {
    expect(servicePages.map((service) => service.id)).toEqual([...serviceIds]);
    expect(hrefs().filter((link) => !isKnownRoute(link.to) || link.label.trim() === '')).toEqual([]);
  });

  it('give every service page glossary terms to link', () => {
    expect(servicePages.filter((service) => termLinksFor(service.id).length === 0).map((service) => service.id)).toEqual([]);
  });

  it('never lose a target to a missing label', () => {
    const ids = [...methods, ...roles].flatMap((entry) => [...entry.related.methods, ...entry.related.roles]);
    const resolved = [...methods, ...roles].flatMap((entry) => [...methodLinks(entry.related.methods), ...roleLinks(entry.related.roles)]);
    expect(resolved).toHaveLength(ids.length);
    expect(resolved.every((link) => link.to.startsWith('/methods/'))).toBe(true);
  });
});
