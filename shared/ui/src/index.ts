export { PageIntro } from './page-intro';
export { PostalAddress } from './postal-address';
export { Section } from './section';
export { CardGrid, type CardItem } from './card-grid';
export { Button, ButtonLink } from './button';
export { Link, type LinkProps } from './link';
export { RichText } from './rich-text';
export type { RichBlock, RichInline, RichParagraph, RichTextModel } from './rich-text-model';
export { TagList } from './tag-list';
