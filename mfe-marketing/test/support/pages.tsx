import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { methodIds, roleIds, serviceIds } from '@isarlicht/contracts/routes/ids';
import { paths } from '@isarlicht/contracts/routes/paths';
import type { PageModule, RouteParams } from '@isarlicht/contracts/pages/page-module';
import * as about from '../../src/pages/about/about-page';
import * as agb from '../../src/pages/legal/agb-page';
import * as contact from '../../src/pages/contact/contact-page';
import * as glossary from '../../src/pages/glossary/glossary-page';
import * as glossaryTerm from '../../src/pages/glossary/glossary-term-page';
import * as home from '../../src/pages/home/home-page';
import * as impressum from '../../src/pages/legal/impressum-page';
import * as method from '../../src/pages/methods/method-page';
import * as role from '../../src/pages/methods/role-page';
import * as service from '../../src/pages/services/service-page';
import * as services from '../../src/pages/services/services-page';
import { glossaryTerms } from '../../src/content/glossary';

export type Family = 'static' | 'service' | 'method' | 'role' | 'glossary-term';

export interface PageCase {
  readonly family: Family;
  readonly path: string;
  readonly module: PageModule;
  readonly params: RouteParams;
}

const page = (family: Family, path: string, module: PageModule, params: RouteParams = {}): PageCase => ({
  family,
  path,
  module,
  params,
});

/** Every page this slice renders, addressed like the shell's route table addresses it. */
export const pageCases: readonly PageCase[] = [
  page('static', paths.home, home),
  page('static', paths.about, about),
  page('static', paths.services, services),
  page('static', paths.glossary, glossary),
  page('static', paths.contact, contact),
  page('static', paths.impressum, impressum),
  page('static', paths.agb, agb),
  ...serviceIds.map((id) => page('service', paths.service(id), service, { serviceId: id })),
  ...methodIds.map((id) => page('method', paths.method(id), method, { methodId: id })),
  ...roleIds.map((id) => page('role', paths.role(id), role, { roleId: id })),
  ...glossaryTerms.map((term) => page('glossary-term', paths.glossaryTerm(term.id), glossaryTerm, { termId: term.id })),
];

/** What the shell does before it renders a page: load the content each page prepares. */
export async function preparePages(): Promise<void> {
  await Promise.all(pageCases.flatMap((pageCase) => pageCase.module.prepare?.(pageCase.params) ?? []));
}

export function renderCase(pageCase: PageCase) {
  const Page = pageCase.module.default;
  const element: ReactElement = <Page params={pageCase.params} search="" />;
  return render(element);
}

/** Words of the rendered text without navigation blocks (related links, letter index). */
export function bodyWords(container: HTMLElement): string[] {
  const clone = container.cloneNode(true) as HTMLElement;
  clone.querySelectorAll('nav').forEach((nav) => nav.remove());
  const texts: string[] = [];
  const walker = document.createTreeWalker(clone, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) texts.push(walker.currentNode.textContent ?? '');
  return texts
    .join(' ')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word));
}
