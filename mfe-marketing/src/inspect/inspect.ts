import { inspectedTexts, type Inspection } from '@isarlicht/contracts/inspect/inspection';
import { paths } from '@isarlicht/contracts/routes/paths';
import { inspectedPages, type PageInstances } from '@isarlicht/contracts/inspect/inspected-pages';
import { glossaryTerms } from '../content/glossary';
import { findGlossaryArticle } from '../content/glossary/find-article';
import { imprintSections } from '../content/legal/imprint';
import { privacySections } from '../content/legal/privacy';
import { termsSections } from '../content/legal/terms';
import { methods } from '../content/methods';
import { roles } from '../content/roles';
import { services } from '../content/services';
import { loadServicePages } from '../content/services/load-service-page';
import { pages } from '../pages';

const instances: PageInstances<typeof pages> = {
  service: () => services.map((service) => ({ serviceId: service.id })),
  method: () => methods.map((method) => ({ methodId: method.id })),
  role: () => roles.map((role) => ({ roleId: role.id })),
  'glossary-term': () => glossaryTerms.map((term) => ({ termId: term.id })),
};

/** Bundled with `./inspect`: the dashboard reads every page's meta at once. */
const loadPage = (module: string): Promise<unknown> => import(/* webpackMode: "eager" */ `../pages/${module}.tsx`);

/** Every page of mfe-marketing's manifest with its meta, and every text of its content (`./inspect`). */
export async function inspect(): Promise<Inspection> {
  const servicePages = await loadServicePages();
  return {
    remote: 'marketing',
    pages: await inspectedPages(pages, instances, loadPage),
    texts: [
      ...servicePages.flatMap((service) => inspectedTexts(paths.service(service.id), '', service)),
      ...methods.flatMap((method) => inspectedTexts(paths.method(method.id), '', method)),
      ...roles.flatMap((role) => inspectedTexts(paths.role(role.id), '', role)),
      ...glossaryTerms.flatMap((term) => inspectedTexts(paths.glossaryTerm(term.id), '', { ...term, ...findGlossaryArticle(term.id) })),
      ...inspectedTexts(paths.impressum, 'imprint', imprintSections),
      ...inspectedTexts(paths.impressum, 'privacy', privacySections),
      ...inspectedTexts(paths.agb, 'terms', termsSections),
    ],
  };
}
