/*
 * The one model of long-form copy in both content slices. It holds text and its
 * structure only, never markup: what an editor writes cannot carry a tag, an attribute
 * or a link target that the page did not define, so nothing needs sanitizing in the
 * browser. The content tests check every entry against this model.
 */

/** A run of text, plain or emphasised. */
export type RichInline = string | { readonly strong: string } | { readonly em: string };

/** A paragraph (or a list item): one plain string, or runs of text in order. */
export type RichParagraph = string | readonly RichInline[];

/** A paragraph or a bulleted list. */
export type RichBlock = RichParagraph | { readonly list: readonly RichParagraph[] };

export type RichTextModel = readonly RichBlock[];
