import { createElement, type ReactNode } from 'react';

/**
 * Turns sanitized DOM nodes into React elements, so React renders (and, when
 * hydrating, compares) the markup itself. Only what the sanitizer lets through
 * arrives here, so a tag or attribute is copied as it is; the few SVG attributes
 * whose React prop name differs are renamed, or React would warn and drop them.
 */

const propNames: Readonly<Record<string, string>> = {
  viewbox: 'viewBox',
  'stroke-width': 'strokeWidth',
  'stroke-linecap': 'strokeLinecap',
  'stroke-linejoin': 'strokeLinejoin',
};

const ELEMENT_NODE = 1;
const TEXT_NODE = 3;

function isElement(node: Node): node is Element {
  return node.nodeType === ELEMENT_NODE;
}

function toProps(element: Element, key: string): Record<string, string> {
  const props: Record<string, string> = { key };
  for (const { name, value } of element.attributes) props[propNames[name.toLowerCase()] ?? name] = value;
  return props;
}

function toReact(node: Node, key: string): ReactNode {
  if (isElement(node)) return createElement(node.localName, toProps(node, key), ...htmlToReact(node));
  // Comments and anything else DOMPurify might leave carry no content.
  return node.nodeType === TEXT_NODE ? node.textContent : null;
}

/** The children of `parent` as React nodes; keys are positions, stable for the same markup. */
export function htmlToReact(parent: Node): ReactNode[] {
  return Array.from(parent.childNodes, (child, index) => toReact(child, String(index)));
}
