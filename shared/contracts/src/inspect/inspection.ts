import type { PageMeta } from '../pages/page-module';
import type { RemoteName } from '../deployment/remotes';

/**
 * What a remote shows visitors, as data, for the dev dashboard (ADR 015): every page
 * it renders with its title and description, and every text of its content. Each
 * remote exposes it as `./inspect`; the devtools remote loads it through the MF
 * runtime, so the tools cover every remote without importing its code.
 */
export interface InspectedPage {
  readonly path: string;
  /** Null when the page's `meta` has none: a finding, not a crash. */
  readonly title: string | null;
  readonly description: string | null;
  /** The title is the whole document title (no ` | Isarlicht Digital`). */
  readonly exactTitle: boolean;
}

export interface InspectedText {
  /** The page the text appears on. */
  readonly path: string;
  /** Where in the content it sits, e.g. `faq.2.answer`. */
  readonly field: string;
  readonly text: string;
}

export interface Inspection {
  readonly remote: RemoteName;
  readonly pages: readonly InspectedPage[];
  readonly texts: readonly InspectedText[];
}

export interface InspectModule {
  readonly inspect: () => Promise<Inspection>;
}

export const inspectedPage = (path: string, meta: PageMeta | null): InspectedPage => ({
  path,
  title: meta?.title ?? null,
  description: meta?.description ?? null,
  exactTitle: meta?.exactTitle ?? false,
});

/** Keys that hold identifiers, addresses or colours, not words a visitor reads. */
const technicalKeys = new Set(['id', 'kind', 'slug', 'href', 'url', 'to', 'path', 'icon', 'image', 'color', 'colour', 'email', 'phone']);

/** Every string inside a content value, with the field path that leads to it. */
export function inspectedTexts(path: string, field: string, value: unknown): InspectedText[] {
  if (typeof value === 'string') return [{ path, field, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => inspectedTexts(path, `${field}.${index}`, item));
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, item]) =>
    technicalKeys.has(key) ? [] : inspectedTexts(path, field === '' ? key : `${field}.${key}`, item),
  );
}
