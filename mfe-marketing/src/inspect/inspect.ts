import { inspectedPage, inspectedTexts, paths, type Inspection, type PageMeta, type RouteParams } from '@isarlicht/contracts';
import { glossaryTerms } from '../content/glossary';
import { imprintSections } from '../content/legal/imprint';
import { privacySections } from '../content/legal/privacy';
import { termsSections } from '../content/legal/terms';
import { methods } from '../content/methods';
import { roles } from '../content/roles';
import { servicePages } from '../content/service-details';
import { meta as aboutMeta } from '../pages/about/about-page';
import { meta as contactMeta } from '../pages/contact/contact-page';
import { meta as glossaryMeta } from '../pages/glossary/glossary-page';
import { meta as termMeta } from '../pages/glossary/glossary-term-page';
import { meta as homeMeta } from '../pages/home/home-page';
import { meta as agbMeta } from '../pages/legal/agb-page';
import { meta as impressumMeta } from '../pages/legal/impressum-page';
import { meta as methodMeta } from '../pages/methods/method-page';
import { meta as roleMeta } from '../pages/methods/role-page';
import { meta as serviceMeta } from '../pages/services/service-page';
import { meta as servicesMeta } from '../pages/services/services-page';

const page = (path: string, meta: (params: RouteParams) => PageMeta | null, params: RouteParams = {}) => inspectedPage(path, meta(params));

/** Every page of mfe-marketing with its meta, and every text of its content (`./inspect`). */
export function inspect(): Inspection {
  return {
    remote: 'marketing',
    pages: [
      page(paths.home, homeMeta),
      page(paths.about, aboutMeta),
      page(paths.services, servicesMeta),
      ...servicePages.map((service) => page(paths.service(service.id), serviceMeta, { serviceId: service.id })),
      ...methods.map((method) => page(paths.method(method.id), methodMeta, { methodId: method.id })),
      ...roles.map((role) => page(paths.role(role.id), roleMeta, { roleId: role.id })),
      page(paths.glossary, glossaryMeta),
      ...glossaryTerms.map((term) => page(paths.glossaryTerm(term.id), termMeta, { termId: term.id })),
      page(paths.contact, contactMeta),
      page(paths.impressum, impressumMeta),
      page(paths.agb, agbMeta),
    ],
    texts: [
      ...servicePages.flatMap((service) => inspectedTexts(paths.service(service.id), '', service)),
      ...methods.flatMap((method) => inspectedTexts(paths.method(method.id), '', method)),
      ...roles.flatMap((role) => inspectedTexts(paths.role(role.id), '', role)),
      ...glossaryTerms.flatMap((term) => inspectedTexts(paths.glossaryTerm(term.id), '', term)),
      ...inspectedTexts(paths.impressum, 'imprint', imprintSections),
      ...inspectedTexts(paths.impressum, 'privacy', privacySections),
      ...inspectedTexts(paths.agb, 'terms', termsSections),
    ],
  };
}
