import { expect, type APIRequestContext } from '@playwright/test';

/**
 * The shell's entry script as a page names it in `html[data-main-script]`
 * (`/chunks/main.<hash>.js`, immutable) or under its fixed address (`/main.js`), for a
 * page of another build (docs/decisions/078).
 */
export const mainScriptPattern = /\/(?:chunks\/main\.[0-9a-f]+|main)\.js$/;

/** The address of the entry script a page names: its build's, by content. */
export const namedMainPath = /^\/chunks\/main\.[0-9a-f]+\.js$/;

/** The entry script a page of the shell's build names. */
export function mainScriptIn(html: string): string {
  const named = /<html[^>]* data-main-script="?([^"\s>]+)/.exec(html)?.[1];
  if (named === undefined) throw new Error('the page names no entry script');
  return named;
}

/** The entry script the shell's pages name, read off its home page. */
export async function namedMainScript(request: APIRequestContext, origin: string): Promise<string> {
  const named = mainScriptIn(await (await request.get(`${origin}/`)).text());
  expect(named).toMatch(namedMainPath);
  return named;
}
