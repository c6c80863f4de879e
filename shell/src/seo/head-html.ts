import type { DocumentHead, HeadTag } from './document-head';

const escapeHtml = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Marks the elements the site manages, so a client-side navigation replaces exactly those. */
export const managedAttribute = 'data-head';

function tagHtml({ tag, attributes, text }: HeadTag): string {
  const attrs = `${Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('')} ${managedAttribute}`;
  return tag === 'script' ? `<script${attrs}>${text ?? ''}</script>` : `<${tag}${attrs}>`;
}

/** The head as HTML for the prerendered file. */
export function headHtml(head: DocumentHead): string {
  return [`<title>${escapeHtml(head.title)}</title>`, ...head.tags.map(tagHtml)].join('\n    ');
}
