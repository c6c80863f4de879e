import { inspectedTexts, type Inspection } from '@isarlicht/contracts/inspect/inspection';
import { paths } from '@isarlicht/contracts/routes/paths';
import { inspectedPages, type PageInstances } from '@isarlicht/contracts/inspect/inspected-pages';
import { industries } from '../content/industries';
import { references } from '../content/references';
import { pages } from '../pages';

const instances: PageInstances<typeof pages> = {
  reference: () => references.map((reference) => ({ slug: reference.slug })),
  industry: () => industries.map((industry) => ({ industryId: industry.id })),
};

/** Bundled with `./inspect`: the dashboard reads every page's meta at once. */
const loadPage = (module: string): Promise<unknown> => import(/* webpackMode: "eager" */ `../pages/${module}.tsx`);

/** Every page of mfe-references' manifest with its meta, and every text of its content (`./inspect`). */
export async function inspect(): Promise<Inspection> {
  return {
    remote: 'references',
    pages: await inspectedPages(pages, instances, loadPage),
    texts: [
      ...references.flatMap((reference) => inspectedTexts(paths.reference(reference.slug), '', reference)),
      ...industries.flatMap((industry) => inspectedTexts(paths.industry(industry.id), '', industry)),
    ],
  };
}
