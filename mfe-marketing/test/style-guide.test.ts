import { methodNames, serviceNames } from '@isarlicht/shared';
import { stringsOf, styleViolations } from '@isarlicht/shared/build/style-check';
import { methods } from '../src/content/methods';
import { roles } from '../src/content/roles';
import { servicePages } from '../src/content/service-details';

/*
 * The checkable rules of the agency's style sheet (docs/style-guide.md), the same
 * checker the references slice runs. It covers the services, methods and roles; the
 * glossary, the about page and the legal texts are not covered yet.
 */
describe('one voice: the checkable rules of the style sheet', () => {
  it.each([
    ['services', servicePages],
    ['methods', methods],
    ['roles', roles],
  ] as const)('%s follow the style sheet', (_label, content) => {
    expect(stringsOf(content).flatMap((text) => styleViolations(text))).toEqual([]);
  });
});

describe('one name per page', () => {
  it('titles every service page with the name every slice links it with', () => {
    expect(servicePages.map((service) => [service.id, service.title])).toEqual(servicePages.map((service) => [service.id, serviceNames[service.id]]));
  });

  it('titles every method page with the name the footer and related links use', () => {
    expect(methods.map((method) => [method.id, method.title])).toEqual(methods.map((method) => [method.id, methodNames[method.id]]));
  });
});
