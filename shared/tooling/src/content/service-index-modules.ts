import type { z } from 'zod';
import { serviceCollection } from './collections';
import { generatedHeader, literal, member, objectLiteral, type GeneratedModule } from './generated-module';
import { ContentEntryError } from './markdown-entry';
import type { CollectionEntry } from './read-collection';

export type ServiceEntry = CollectionEntry<z.infer<typeof serviceCollection.index>>;

/** The entries of each overview group in the order of their `order`, which is unique within the group. */
function cardsByGroup(entries: readonly ServiceEntry[]): Map<string, ServiceEntry[]> {
  const groups = new Map<string, ServiceEntry[]>();
  for (const entry of [...entries].sort((a, b) => a.index.order - b.index.order)) {
    const group = groups.get(entry.index.group) ?? [];
    const taken = group.find((other) => other.index.order === entry.index.order);
    if (taken)
      throw new ContentEntryError(entry.file, 2, `„order: ${entry.index.order}“ hat in „${entry.index.group}“ schon ${taken.file}`);
    groups.set(entry.index.group, [...group, entry]);
  }
  return new Map([...groups].sort(([a], [b]) => a.localeCompare(b)));
}

const card = ({ index }: ServiceEntry): string =>
  `{ id: ${literal(index.id)}, title: ${member('serviceNames', index.id)}, teaser: ${literal(index.teaser)}, metaDescription: ${literal(index.metaDescription)} }`;

/**
 * What the service entries feed: the route ids and the names every slice reads (contracts),
 * the topic words of the content tests (tooling), and the cards and the page loaders of
 * the marketing slice, apart, so that a page that shows cards does not carry the loaders.
 */
export function serviceIndexModules(entries: readonly ServiceEntry[]): GeneratedModule[] {
  const header = generatedHeader(`${serviceCollection.folder}/*.service.md`);
  const sorted = [...entries].sort((a, b) => (a.index.id < b.index.id ? -1 : 1));
  const groups = cardsByGroup(sorted);
  const loaders = [...groups].flatMap(([group, members]) =>
    members.map(({ index }): [string, string] => [
      index.id,
      `() => import(/* webpackChunkName: ${literal(`service-pages-${group}`)} */ ${literal(`./${index.id}.service.md`)})`,
    ]),
  );
  return [
    {
      file: 'shared/contracts/src/routes/service-ids.generated.ts',
      source: `${header}
/** The URL id of every service page, one per entry, in the order of the ids. */
export const serviceIds = ${literal(sorted.map(({ index }) => index.id))} as const;
export type ServiceId = (typeof serviceIds)[number];
`,
    },
    {
      file: 'shared/contracts/src/names/service-names.generated.ts',
      source: `${header}import type { ServiceId } from '../routes/service-ids.generated';

/** Heading of each service page and the text of every link to it: the \`name\` of its entry. */
export const serviceNames = ${objectLiteral(sorted.map(({ index }) => [index.id, literal(index.name)]))} as const satisfies Record<ServiceId, string>;
`,
    },
    {
      file: 'shared/tooling/src/service-topics.generated.ts',
      source: `${header}import type { ServiceId } from '@isarlicht/contracts';

/** The \`topics\` of each service's entry (see service-topics.ts). */
export const serviceTopics = ${objectLiteral(sorted.map(({ index }) => [index.id, literal(index.topics)]))} as const satisfies Record<ServiceId, readonly string[]>;
`,
    },
    {
      file: `${serviceCollection.folder}/service-cards.generated.ts`,
      source: `${header}import { serviceNames } from '@isarlicht/contracts';
import type { ServiceSummary } from '../types';
import type { ServiceGroupId } from './service-groups';

/** The cards of each overview group, in the order of their entries' \`order\`. */
export const serviceCards = ${objectLiteral([...groups].map(([group, members]) => [group, `[${members.map(card).join(',\n')}]`]))} as const satisfies Record<ServiceGroupId, readonly ServiceSummary[]>;
`,
    },
    {
      file: `${serviceCollection.folder}/service-pages.generated.ts`,
      source: `${header}import type { ServiceId } from '@isarlicht/contracts';
import type { ServiceDetailEntry } from '../types';

/**
 * The page text of each service: its entry without the fields of its card. The entries
 * of a group share one chunk, so a service page loads its group's texts, not all of them.
 */
export const servicePageLoaders: Readonly<Record<ServiceId, () => Promise<{ readonly default: ServiceDetailEntry }>>> = ${objectLiteral(loaders)};
`,
    },
  ];
}
