import { inspectedPage, inspectedTexts, paths, type Inspection } from '@isarlicht/contracts';
import { industries } from '../content/industries';
import { references } from '../content/references';
import { meta as industriesMeta } from '../pages/industries/industries-page';
import { meta as industryMeta } from '../pages/industries/industry-page';
import { meta as referenceMeta } from '../pages/references/reference-page';
import { meta as referencesMeta } from '../pages/references/references-page';

/** Every page of mfe-references with its meta, and every text of its content (`./inspect`). */
export function inspect(): Inspection {
  return {
    remote: 'references',
    pages: [
      inspectedPage(paths.references, referencesMeta()),
      ...references.map((reference) => inspectedPage(paths.reference(reference.slug), referenceMeta({ slug: reference.slug }))),
      inspectedPage(paths.industries, industriesMeta()),
      ...industries.map((industry) => inspectedPage(paths.industry(industry.id), industryMeta({ industryId: industry.id }))),
    ],
    texts: [
      ...references.flatMap((reference) => inspectedTexts(paths.reference(reference.slug), '', reference)),
      ...industries.flatMap((industry) => inspectedTexts(paths.industry(industry.id), '', industry)),
    ],
  };
}
