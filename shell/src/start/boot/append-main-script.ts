import { fixedMainScript, mainScriptAttribute } from '@isarlicht/contracts/start/page-state';

/**
 * Starts the application: the entry script of the page's own build, which the page names
 * and which is immutable, so the copy prefetched at the paint runs without a round trip
 * to revalidate it (docs/decisions/078). Where that script is gone (the page is older
 * than the shell deployed now), the entry under its fixed address, as every page had it
 * before.
 */
export function appendMainScript(document: Document): void {
  const named = document.documentElement.getAttribute(mainScriptAttribute);
  const append = (src: string): HTMLScriptElement => {
    const script = document.createElement('script');
    script.src = src;
    document.head.append(script);
    return script;
  };
  if (named === null || named === '' || named === fixedMainScript) {
    append(fixedMainScript);
    return;
  }
  append(named).addEventListener('error', () => append(fixedMainScript), { once: true });
}
