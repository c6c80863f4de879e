/** @jest-environment node */
import { methodNames, serviceNames } from '@isarlicht/site-content/names/page-names';
import { stringsOf, styleViolations } from '@isarlicht/tooling/style-check';
import { imprintSections } from '../src/content/legal/imprint';
import { privacySections } from '../src/content/legal/privacy';
import { termsSections } from '../src/content/legal/terms';
import { methods } from '../src/content/methods';
import { roles } from '../src/content/roles';
import { services } from '../src/content/services';
import * as aboutPage from '../src/pages/about/about-content';
import * as team from '../src/pages/about/team';
import * as homePage from '../src/pages/home/home-content';
import { writtenServices, writtenTerms } from './support/written-entries';

/*
 * The checkable rules of the agency's style sheet (docs/style-guide.md), the same
 * checker the references slice runs, over every text of this slice.
 */
describe('one voice: the checkable rules of the style sheet', () => {
  it.each([
    ['services', writtenServices.map(({ entry }) => entry)],
    ['methods', methods],
    ['roles', roles],
    ['glossary', writtenTerms.map(({ entry }) => entry)],
    ['about page', { aboutPage, agencyFacts: team.agencyFacts, people: [...team.founders, ...team.leads].map(({ text }) => text) }],
    ['imprint', imprintSections],
  ] as const)('%s follow the style sheet', (_label, content) => {
    expect(stringsOf(content).flatMap((text) => styleViolations(text))).toEqual([]);
  });

  // A named person's own job title is a fact about that person ("Mitgründer und
  // Geschäftsführer"), not generic language; it is held to every other rule.
  it('the job titles on the about page follow it, but for the title a person holds', () => {
    const titles = [...team.founders, ...team.leads].map(({ role }) => role);
    const ownTitle = (violation: { rule: string }) => violation.rule !== 'gendering: no generic masculine for people';
    expect(titles.flatMap((title) => styleViolations(title, 'data')).filter(ownTitle)).toEqual([]);
  });

  it('the home page follows it; its key figures are data', () => {
    const { claims, ...prose } = homePage;
    expect(stringsOf(prose).flatMap((text) => styleViolations(text))).toEqual([]);
    expect(stringsOf(claims).flatMap((text) => styleViolations(text, 'data'))).toEqual([]);
  });

  // The contract's defined party ("Auftraggeber") is a legal term, not a statement
  // about people, and a postal address keeps its house number.
  it('the legal texts follow it, but for the defined contract party and addresses', () => {
    const legalTerms = (violation: { match: string }) => !/^Auftraggeber/.test(violation.match) && violation.match !== '1 Sir';
    expect(
      stringsOf({ termsSections, privacySections })
        .flatMap((text) => styleViolations(text))
        .filter(legalTerms),
    ).toEqual([]);
  });
});

describe('one name per page', () => {
  it('titles every service page with the name every slice links it with', () => {
    expect(services.map((service) => [service.id, service.title])).toEqual(
      services.map((service) => [service.id, serviceNames[service.id]]),
    );
  });

  it('titles every method page with the name the footer and related links use', () => {
    expect(methods.map((method) => [method.id, method.title])).toEqual(methods.map((method) => [method.id, methodNames[method.id]]));
  });
});
