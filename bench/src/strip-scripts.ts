const scriptElement = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi;
// A preloaded script would still be fetched and compiled, so it goes with the scripts;
// so do preloaded fetches, which only scripts read.
const scriptPreload = /<link\b(?=[^>]*\brel=["']?(?:modulepreload|preload)\b)(?=[^>]*\bas=["']?(?:script|fetch)\b)[^>]*>/gi;
const modulePreload = /<link\b(?=[^>]*\brel=["']?modulepreload\b)[^>]*>/gi;

/** The prerendered page as plain static HTML: every script and script preload removed. */
export function stripScripts(html: string): string {
  return html.replace(scriptElement, '').replace(scriptPreload, '').replace(modulePreload, '');
}
