import { industryNames, referenceTitles } from '@isarlicht/site-content/names/page-names';
import { paths } from '@isarlicht/contracts/routes/paths';
import type { IndustryId, ReferenceSlug, ServiceId } from '@isarlicht/contracts/routes/ids';
import { glossaryTerms } from './glossary';
import { findService } from './services';

export interface LinkItem {
  readonly to: string;
  readonly label: string;
}

export interface LinkGroup {
  readonly title: string;
  readonly links: readonly LinkItem[];
}

export const withLabel = (to: string, label: string | undefined): LinkItem[] => (label ? [{ to, label }] : []);

export const serviceLinks = (ids: readonly ServiceId[]): LinkItem[] =>
  ids.flatMap((id) => withLabel(paths.service(id), findService(id)?.title));

export const referenceLinks = (slugs: readonly ReferenceSlug[]): LinkItem[] =>
  slugs.map((slug) => ({ to: paths.reference(slug), label: referenceTitles[slug] }));

export const industryLinks = (ids: readonly IndustryId[]): LinkItem[] =>
  ids.map((id) => ({ to: paths.industry(id), label: industryNames[id] }));

/** Glossary terms that explain the vocabulary of a service. */
export const termLinksFor = (serviceId: ServiceId): LinkItem[] =>
  glossaryTerms
    .filter((term) => (term.serviceIds as readonly ServiceId[]).includes(serviceId))
    .map((term) => ({ to: paths.glossaryTerm(term.id), label: term.term }));
