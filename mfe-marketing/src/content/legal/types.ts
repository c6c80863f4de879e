import type { RichTextModel } from '@isarlicht/ui/rich-text-model';

/** One titled part of a legal text; `id` is its anchor, so it must be unique on its page. */
export interface LegalSection {
  readonly id: string;
  readonly title: string;
  /** Paragraphs, and a list where an enumeration (data categories, rights) reads better as one. */
  readonly text: RichTextModel;
}
