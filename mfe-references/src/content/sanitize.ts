import createDOMPurify, { type Config, type DOMPurify, type WindowLike } from 'dompurify';

/**
 * The only way HTML from the content modules reaches the DOM. The content is ours,
 * but it is edited by people and may one day come from a CMS, so it is treated as
 * untrusted: a small tag list for rich text, a shape-only list for icons.
 *
 * DOMPurify needs a DOM. In the browser it takes `window`, created on first use
 * (never at import, so Node can import this module). A Node prerender has no window:
 * it calls `provideSanitizerWindow(new JSDOM('').window)` once before rendering.
 * Without a usable window sanitising throws instead of passing markup through
 * unchecked (DOMPurify itself would return its input unchanged).
 */

const richTextProfile = {
  ALLOWED_TAGS: ['p', 'ul', 'ol', 'li', 'strong', 'em', 'a', 'br'],
  ALLOWED_ATTR: ['href'],
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:)/i,
  ALLOW_DATA_ATTR: false,
} satisfies Config;

const iconProfile = {
  ALLOWED_TAGS: ['svg', 'g', 'path', 'circle', 'ellipse', 'rect', 'line', 'polyline', 'polygon'],
  ALLOWED_ATTR: [
    'xmlns', 'viewbox', 'fill', 'stroke', 'stroke-width', 'stroke-linecap', 'stroke-linejoin', 'aria-hidden',
    'd', 'cx', 'cy', 'r', 'rx', 'ry', 'x', 'y', 'x1', 'y1', 'x2', 'y2', 'width', 'height', 'points',
  ],
  ALLOW_DATA_ATTR: false,
} satisfies Config;

interface Purifiers {
  readonly richText: DOMPurify;
  readonly icon: DOMPurify;
}

let providedWindow: WindowLike | undefined;
let purifiers: Purifiers | undefined;

/** For rendering outside the browser: the window (e.g. jsdom's) DOMPurify parses in. */
export function provideSanitizerWindow(sanitizerWindow: WindowLike): void {
  providedWindow = sanitizerWindow;
  purifiers = undefined;
}

function createPurifier(sanitizerWindow: WindowLike): DOMPurify {
  const purifier = createDOMPurify(sanitizerWindow);
  if (!purifier.isSupported) throw new Error('HTML-Bereinigung nicht möglich: Das übergebene window bietet kein vollständiges DOM.');
  return purifier;
}

function getPurifiers(): Purifiers {
  if (purifiers) return purifiers;
  const sanitizerWindow = providedWindow ?? (typeof window === 'undefined' ? undefined : window);
  if (!sanitizerWindow) {
    throw new Error('HTML-Bereinigung nicht möglich: Ohne Browser muss provideSanitizerWindow() vor dem Rendern ein window übergeben.');
  }
  const richText = createPurifier(sanitizerWindow);
  // Links in content may point to other sites; the opened page must not control ours.
  richText.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A') node.setAttribute('rel', 'noopener noreferrer');
  });
  purifiers = { richText, icon: createPurifier(sanitizerWindow) };
  return purifiers;
}

/** Rich text of `fullDescription` / `longDescription`: paragraphs, lists, emphasis, http(s) and mailto links. */
export function sanitizeRichText(html: string): string {
  return getPurifiers().richText.sanitize(html, richTextProfile);
}

/** An inline icon: SVG shapes only, no scripts, links, styles or event handlers. */
export function sanitizeIcon(svg: string): string {
  return getPurifiers().icon.sanitize(svg, iconProfile);
}
