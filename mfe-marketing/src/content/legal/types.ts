/** One titled part of a legal text; `id` is its anchor, so it must be unique on its page. */
export interface LegalSection {
  readonly id: string;
  readonly title: string;
  readonly paragraphs: readonly string[];
  /** Enumerations (data categories, rights) read better as a list; shown after the first paragraph. */
  readonly items?: readonly string[];
}
