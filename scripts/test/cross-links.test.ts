import { serviceNames } from '@isarlicht/contracts';
import { mentionsService } from '@isarlicht/tooling/service-topics';
import { stringsOf } from '@isarlicht/tooling/style-check';
import { servicePages } from '../../mfe-marketing/src/content/service-details';
import { references } from '../../mfe-references/src/content/references';

/*
 * Service pages (mfe-marketing) cite case studies (mfe-references). The two remotes may
 * not import each other, so this repository-level test reads both contents and holds
 * each citation to the case study's own text: a reference cited by a service page must
 * name the service or show its work (its topics) in its text or data.
 */
describe('service pages cite references that show the service', () => {
  it.each(servicePages.map((service) => [service.id, service] as const))('%s', (id, service) => {
    const unrelated = service.related.references.filter((slug) => {
      const reference = references.find((entry) => entry.slug === slug);
      return !reference || !mentionsService(stringsOf(reference).join(' '), id, serviceNames[id]);
    });
    expect(unrelated).toEqual([]);
  });
});
