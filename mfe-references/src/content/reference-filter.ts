/**
 * Filtering the reference overview by topic (tag) and technology. The filter lives in
 * the URL query (`?tag=KI&technologie=React`) so a filtered list can be shared and
 * the back button steps through earlier filters. Everything here is pure: the page
 * derives its list from the query on every render.
 */

const filterQueryKeys = { tag: 'tag', technology: 'technologie' } as const;

export interface ReferenceFilter {
  readonly tag?: string;
  readonly technology?: string;
}

export interface FilterOptions {
  readonly tags: readonly string[];
  readonly technologies: readonly string[];
}

interface Filterable {
  readonly tags: readonly string[];
  readonly technologies: readonly string[];
}

const collator = new Intl.Collator('de');

const uniqueSorted = (values: readonly string[]): string[] => [...new Set(values)].sort(collator.compare);

/** Every tag and technology that occurs, alphabetical in German collation. */
export function filterOptions(list: readonly Filterable[]): FilterOptions {
  return {
    tags: uniqueSorted(list.flatMap((entry) => entry.tags)),
    technologies: uniqueSorted(list.flatMap((entry) => entry.technologies)),
  };
}

/** The option a query value names (ignoring case and surrounding blanks), or undefined. */
function matchOption(options: readonly string[], value: string | null): string | undefined {
  if (value === null) return undefined;
  const wanted = value.trim().toLocaleLowerCase('de');
  return options.find((option) => option.toLocaleLowerCase('de') === wanted);
}

/** Reads the filter from a query; a value that names no existing option is ignored. */
export function parseReferenceFilter(query: URLSearchParams, options: FilterOptions): ReferenceFilter {
  const tag = matchOption(options.tags, query.get(filterQueryKeys.tag));
  const technology = matchOption(options.technologies, query.get(filterQueryKeys.technology));
  return { ...(tag ? { tag } : {}), ...(technology ? { technology } : {}) };
}

/**
 * The query for a filter. Other parameters (campaign tags and the like) survive; the
 * filter keys are rewritten from the parsed filter, so ignored values disappear.
 */
export function referenceFilterQuery(filter: ReferenceFilter, current: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const field of ['tag', 'technology'] as const) {
    const value = filter[field];
    if (value) next.set(filterQueryKeys[field], value);
    else next.delete(filterQueryKeys[field]);
  }
  return next;
}

/** The entries matching every set criterion, in their given order. */
export function filterReferences<T extends Filterable>(list: readonly T[], filter: ReferenceFilter): T[] {
  return list.filter(
    (entry) => (!filter.tag || entry.tags.includes(filter.tag)) && (!filter.technology || entry.technologies.includes(filter.technology)),
  );
}

export const isFiltered = (filter: ReferenceFilter): boolean => Boolean(filter.tag || filter.technology);
