import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';

/**
 * The only way HTML from the content modules reaches the DOM. The content is ours,
 * but it is edited by people and may one day come from a CMS, so it is treated as
 * untrusted: a small tag list for rich text, a shape-only list for icons.
 *
 * The result is a DOM fragment, not a string: the components turn it into React
 * elements (see `html-to-react.ts`) so that hydration compares the text with the
 * prerendered snapshot and a redeployed remote replaces stale copy. React does not
 * compare `dangerouslySetInnerHTML` content when hydrating in production.
 *
 * Sanitizing needs a DOM and happens only in a browser: the prerender, too, renders
 * in Chromium. The purifiers are created on first use, so importing this module (as
 * tools and tests in Node do) needs no DOM. Without a usable window sanitizing throws
 * instead of passing markup through unchecked (DOMPurify itself would return its
 * input unchanged).
 */

const richTextProfile = {
  ALLOWED_TAGS: ['p', 'ul', 'ol', 'li', 'strong', 'em', 'a', 'br'],
  ALLOWED_ATTR: ['href'],
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:)/i,
  ALLOW_DATA_ATTR: false,
  RETURN_DOM_FRAGMENT: true,
} satisfies Config;

const iconProfile = {
  ALLOWED_TAGS: ['svg', 'g', 'path', 'circle', 'ellipse', 'rect', 'line', 'polyline', 'polygon'],
  ALLOWED_ATTR: [
    'xmlns', 'viewbox', 'fill', 'stroke', 'stroke-width', 'stroke-linecap', 'stroke-linejoin', 'aria-hidden',
    'd', 'cx', 'cy', 'r', 'rx', 'ry', 'x', 'y', 'x1', 'y1', 'x2', 'y2', 'width', 'height', 'points',
  ],
  ALLOW_DATA_ATTR: false,
  RETURN_DOM_FRAGMENT: true,
} satisfies Config;

interface Purifiers {
  readonly richText: DOMPurify;
  readonly icon: DOMPurify;
}

let purifiers: Purifiers | undefined;

function createPurifier(): DOMPurify {
  if (typeof window === 'undefined') {
    throw new Error('HTML-Bereinigung nicht möglich: Kein window. Inhalte mit HTML werden nur im Browser gerendert (auch das Prerendering läuft in Chromium).');
  }
  const purifier = createDOMPurify(window);
  if (!purifier.isSupported) throw new Error('HTML-Bereinigung nicht möglich: Das window bietet kein vollständiges DOM.');
  return purifier;
}

/**
 * One purifier per profile, its profile set once: DOMPurify parses a configuration
 * passed to `sanitize` anew on every call (rebuilding its tag and attribute sets), a
 * third of the hydration work of an industry page. After `setConfig` it ignores that
 * argument; the calls below still pass the same profile, which gives their return type.
 */
function getPurifiers(): Purifiers {
  if (purifiers) return purifiers;
  const richText = createPurifier();
  richText.setConfig(richTextProfile);
  // Links in content may point to other sites; the opened page must not control ours.
  richText.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A') node.setAttribute('rel', 'noopener noreferrer');
  });
  const icon = createPurifier();
  icon.setConfig(iconProfile);
  purifiers = { richText, icon };
  return purifiers;
}

/** Rich text of `fullDescription` / `longDescription`: paragraphs, lists, emphasis, http(s) and mailto links. */
export function sanitizeRichText(html: string): DocumentFragment {
  return getPurifiers().richText.sanitize(html, richTextProfile);
}

/** An inline icon: SVG shapes only, no scripts, links, styles or event handlers. */
export function sanitizeIcon(svg: string): DocumentFragment {
  return getPurifiers().icon.sanitize(svg, iconProfile);
}
