import {
  earlyDialogsId,
  firstVisitPanelAttribute,
  moduleAttribute,
  prerenderedAttribute,
  remoteAttribute,
  rootId,
  startHintsId,
} from '@isarlicht/contracts/start/page-state';
import { inlineScriptText } from './inline-script';

export interface RenderedPage {
  readonly path: string;
  readonly head: string;
  readonly body: string;
  readonly stylesheets: readonly string[];
  /** The page's module as `remote/./module`, null for a page of the shell's own. */
  readonly module: string | null;
  /** The first load keeps the content as this HTML and does not load the module (docs/decisions/028). */
  readonly staticContent: boolean;
}

/**
 * What of the consent layer a page carries, rendered by the layer: the undecided
 * visitor's panel (docs/decisions/043; null on the legal pages and where the release has
 * none), the early assistant and booking dialogs (docs/decisions/053) and the layer's
 * styles both need.
 */
export interface ConsentPartsHtml {
  readonly panel: string | null;
  readonly dialogs: string | null;
  readonly css: string;
}

const escapeAttribute = (value: string): string => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

function replaceOnce(html: string, pattern: RegExp, replacement: string): string {
  if (!pattern.test(html)) throw new Error(`the shell's app.html no longer contains ${pattern}`);
  return html.replace(pattern, () => replacement);
}

/**
 * `data-remote` and `data-module` of #root: what the boot script fetches ahead for the
 * page (docs/decisions/027); nothing for static content, whose module the start does not
 * need (docs/decisions/028).
 */
function moduleAttributes({ module, staticContent }: RenderedPage): string {
  if (module === null || staticContent) return '';
  const [remote, exposed] = [module.slice(0, module.indexOf('/')), module.slice(module.indexOf('/') + 1)];
  return ` ${remoteAttribute}="${escapeAttribute(remote)}" ${moduleAttribute}="${escapeAttribute(exposed)}"`;
}

/** What a page starts to download while it paints, to run once it has painted (docs/decisions/027). */
export interface StartHints {
  /** The shell's start scripts (`main.js`, its bootstrap chunk, React, the router): files of the shell build the page belongs to. */
  readonly scripts: readonly string[];
  /** The deployment configuration and the page's remote manifest: fixed addresses, read with `fetch`. */
  readonly fetches: readonly string[];
}

const preload = (as: 'script' | 'fetch', href: string): string =>
  `<link rel="preload" as="${as}"${as === 'fetch' ? ' crossorigin' : ''} fetchpriority="low" href="${escapeAttribute(href)}">`;

/**
 * The start's requests as inert low-priority preloads: the boot script moves them into
 * the head at the first contentful paint, so they download at once beside `main.js`
 * instead of one after another. Not before the paint: Lighthouse counts every request
 * that ends before the largest paint into it (docs/decisions/027). No hashed file of a
 * remote is named: those the boot script reads from the manifest that is live when the
 * page is visited.
 */
const startHints = (hints: StartHints): string => {
  const links = [...hints.scripts.map((src) => preload('script', src)), ...hints.fetches.map((url) => preload('fetch', url))];
  return links.length === 0 ? '' : `<template id="${startHintsId}">${links.join('')}</template>`;
};

/** The early dialogs, inert until the boot script shows one (docs/decisions/053). */
const earlyDialogs = (consent: ConsentPartsHtml | null): string =>
  consent === null || consent.dialogs === null ? '' : `<template id="${earlyDialogsId}">${consent.dialogs}</template>`;

/**
 * The shell's own page (app.html) with the rendered page filled in: its head tags in
 * place of the title, its stylesheets (so it is styled before and without
 * JavaScript), and the markup in #root, marked with the path it was rendered for and
 * the module it shows, and the shell's start scripts preloaded at low priority. The boot
 * script moves from a file named in the head to the end of the body, inline: a page
 * that runs no script before its first paint paints as soon as its static copy
 * (docs/decisions/020). At the end of the body it runs once #root is parsed, as
 * `defer` did. The consent layer's parts come with its styles inline in the head: the
 * early dialogs inert before the boot script, and on a page that carries the first-visit
 * consent panel the panel after it, when the script has marked a decided visitor's
 * document so the panel never shows for them; `#root` then says it has it.
 */
export function pageDocument(
  template: string,
  page: RenderedPage,
  bootScript: string,
  hints: StartHints = { scripts: [], fetches: [] },
  consent: ConsentPartsHtml | null = null,
): string {
  const script = inlineScriptText('the boot script', bootScript);
  if (consent !== null && /<\/style/i.test(consent.css))
    throw new Error('the consent layer\'s styles cannot be inlined: they contain "</style"');
  const links = page.stylesheets.map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}">`).join('');
  const head = `${page.head}\n    ${links}${consent === null ? '' : `<style>${consent.css}</style>`}`;
  let html = replaceOnce(template, /<title>[^<]*<\/title>/, head);
  const panel = consent?.panel ?? null;
  const panelAttribute = panel === null ? '' : ` ${firstVisitPanelAttribute}`;
  const root = `<div id="${rootId}" ${prerenderedAttribute}="${escapeAttribute(page.path)}"${moduleAttributes(page)}${panelAttribute}>${page.body}</div>`;
  html = replaceOnce(html, /<div id="?root"?>[\s\S]*?<\/div>/, root);
  html = replaceOnce(html, /\s*<script defer src="?\/boot\.js"?><\/script>/, '');
  const end = `${startHints(hints)}${earlyDialogs(consent)}<script>${script}</script>${panel ?? ''}</body>`;
  return replaceOnce(html, /<\/body>(?![\s\S]*<\/body>)/, end);
}
