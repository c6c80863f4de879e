export interface RenderedPage {
  readonly path: string;
  readonly head: string;
  readonly body: string;
  readonly stylesheets: readonly string[];
}

const escapeAttribute = (value: string): string => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

function replaceOnce(html: string, pattern: RegExp, replacement: string): string {
  if (!pattern.test(html)) throw new Error(`the shell's app.html no longer contains ${pattern}`);
  return html.replace(pattern, () => replacement);
}

/**
 * The shell's own page (app.html) with the rendered page filled in: its head tags in
 * place of the title, its stylesheets (so it is styled before and without
 * JavaScript), and the markup in #root, marked with the path it was rendered for.
 * The boot script moves from a file named in the head to the end of the body, inline:
 * a page that names no script before its first paint paints as soon as its static
 * copy (docs/decisions/020). At the end of the body it runs once #root is parsed, as
 * `defer` did.
 */
export function pageDocument(template: string, page: RenderedPage, bootScript: string): string {
  if (bootScript.includes('</script')) throw new Error('the boot script cannot be inlined: it contains "</script"');
  const links = page.stylesheets.map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}">`).join('');
  const head = `${page.head}\n    ${links}`;
  let html = replaceOnce(template, /<title>[^<]*<\/title>/, head);
  html = replaceOnce(html, /<div id="?root"?>[\s\S]*?<\/div>/, `<div id="root" data-prerendered="${escapeAttribute(page.path)}">${page.body}</div>`);
  html = replaceOnce(html, /\s*<script defer src="?\/boot\.js"?><\/script>/, '');
  return replaceOnce(html, /<\/body>(?![\s\S]*<\/body>)/, `<script>${bootScript}</script></body>`);
}
