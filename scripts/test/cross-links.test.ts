import { serviceNames } from '@isarlicht/site-content/names/page-names';
import { mentionsService } from '@isarlicht/tooling/service-topics';
import { stringsOf } from '@isarlicht/tooling/style-check';
import { loadServicePages } from 'mfe-marketing/content/services/load-service-page';
import { references } from 'mfe-references/content/references';

/*
 * Service pages (mfe-marketing) cite case studies (mfe-references). The two remotes may
 * not import each other, so this repository-level test reads both contents and holds
 * each citation to the case study's own text: a reference cited by a service page must
 * name the service or show its work (its topics) in its text or data.
 */
describe('service pages cite references that show the service', () => {
  it('on every service page', async () => {
    const servicePages = await loadServicePages();
    expect(servicePages.length).toBeGreaterThan(0);
    const unrelated = servicePages.flatMap(({ id, related }) =>
      related.references
        .filter((slug) => {
          const reference = references.find((entry) => entry.slug === slug);
          return !reference || !mentionsService(stringsOf(reference).join(' '), id, serviceNames[id]);
        })
        .map((slug) => `${id} → ${slug}`),
    );
    expect(unrelated).toEqual([]);
  });
});
