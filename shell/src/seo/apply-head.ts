import type { DocumentHead } from './document-head';
import { managedAttribute } from './head-html';

/** Replaces the managed head elements after a client-side navigation (effects only). */
export function applyHead(head: DocumentHead, document: Document): void {
  if (document.title !== head.title) document.title = head.title;
  for (const element of document.head.querySelectorAll(`[${managedAttribute}]`)) element.remove();
  for (const { tag, attributes, text } of head.tags) {
    const element = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    element.setAttribute(managedAttribute, '');
    if (text !== undefined) element.textContent = text;
    document.head.append(element);
  }
}
