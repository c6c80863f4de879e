import type { z } from 'zod';
import { serviceCollection } from './collections';
import { generatedHeader, lines, literal, type GeneratedModule } from './generated-module';
import { ContentEntryError } from './markdown-entry';
import type { CollectionEntry } from './read-collection';

export type ServiceEntry = CollectionEntry<z.infer<typeof serviceCollection.index>>;

const byId = (a: ServiceEntry, b: ServiceEntry) => (a.index.id < b.index.id ? -1 : 1);

/** The entries grouped as the overview shows them: by group, then by `order`, which is unique within a group. */
function overviewOrder(entries: readonly ServiceEntry[]): ServiceEntry[] {
  const sorted = [...entries].sort((a, b) => a.index.group.localeCompare(b.index.group) || a.index.order - b.index.order);
  sorted.forEach((entry, index) => {
    const previous = sorted[index - 1];
    if (previous?.index.group === entry.index.group && previous.index.order === entry.index.order) {
      throw new ContentEntryError(entry.file, 2, `„order: ${entry.index.order}“ hat in „${entry.index.group}“ schon ${previous.file}`);
    }
  });
  return sorted;
}

const card = ({ index }: ServiceEntry): string =>
  `{ id: ${literal(index.id)}, group: ${literal(index.group)}, title: serviceNames[${literal(index.id)}], teaser: ${literal(index.teaser)}, metaDescription: ${literal(index.metaDescription)} }`;

const loader = ({ index }: ServiceEntry): string =>
  `${literal(index.id)}: () => import(/* webpackChunkName: ${literal(`service-pages-${index.group}`)} */ ${literal(`./${index.id}.service.md`)})`;

/**
 * What the service entries feed: the route ids (contracts) and the names every slice reads (site-content),
 * the topic words of the content tests (tooling), and the cards and the page loaders of
 * the marketing slice, apart, so that a page that shows cards does not carry the loaders.
 */
export function serviceIndexModules(entries: readonly ServiceEntry[]): GeneratedModule[] {
  const header = generatedHeader(`${serviceCollection.folder}/*.service.md`);
  const sorted = [...entries].sort(byId);
  const overview = overviewOrder(entries);
  return [
    {
      file: 'shared/contracts/src/routes/service-ids.generated.ts',
      source: `${header}
/** The URL id of every service page, one per entry, in the order of the ids. */
export const serviceIds = [${lines(sorted.map(({ index }) => literal(index.id)))}] as const;

export type ServiceId = (typeof serviceIds)[number];
`,
    },
    {
      file: 'shared/site-content/src/names/service-names.generated.ts',
      source: `${header}import type { ServiceId } from '@isarlicht/contracts/routes/service-ids.generated';

/** Heading of each service page and the text of every link to it: the \`name\` of its entry. */
export const serviceNames = {${lines(sorted.map(({ index }) => `${literal(index.id)}: ${literal(index.name)}`))}} as const satisfies Record<ServiceId, string>;
`,
    },
    {
      file: 'shared/tooling/src/service-topics.generated.ts',
      source: `${header}import type { ServiceId } from '@isarlicht/contracts/routes/ids';

/** The \`topics\` of each service's entry (see service-topics.ts). */
export const serviceTopics = {${lines(sorted.map(({ index }) => `${literal(index.id)}: ${literal(index.topics)}`))}} as const satisfies Record<ServiceId, readonly string[]>;
`,
    },
    {
      file: `${serviceCollection.folder}/service-cards.generated.ts`,
      source: `${header}import { serviceNames } from '@isarlicht/site-content/names/page-names';
import type { ServiceSummary } from '../types';
import type { ServiceGroupId } from './service-groups';

/** The card of every service and its overview group, in the order of the groups' ids and the entries' \`order\`. */
export const serviceCards = [${lines(overview.map(card))}] as const satisfies readonly (ServiceSummary & { readonly group: ServiceGroupId })[];
`,
    },
    {
      file: `${serviceCollection.folder}/service-pages.generated.ts`,
      source: `${header}import type { ServiceId } from '@isarlicht/contracts/routes/ids';
import type { ServiceDetailEntry } from '../types';

/**
 * The page text of each service: its entry without the fields of its card. The entries
 * of a group share one chunk, so a service page loads its group's texts, not all of them.
 */
export const servicePageLoaders: Readonly<Record<ServiceId, () => Promise<{ readonly default: ServiceDetailEntry }>>> = {${lines(overview.map(loader))}};
`,
    },
  ];
}
