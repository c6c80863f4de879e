/**
 * The names a prerendered page's start is written and read by (docs/start-path.md): the
 * attributes and ids the prerender writes, the state the boot script and the shell mark
 * on the document, and the window globals the boot script, the application and the
 * build's browser share. Each is written in one place and read through these constants;
 * the e2e tests spell them out, so a rename shows there.
 */

/** The element the prerender writes the page into and the shell renders into. */
export const rootId = 'root';

/** On `#root`, by the prerender: the path the snapshot was rendered for. Absent on `app.html`. */
export const prerenderedAttribute = 'data-prerendered';
/** On `#root`, by the prerender: the remote and exposed module the page shows, fetched ahead by the boot script. */
export const remoteAttribute = 'data-remote';
export const moduleAttribute = 'data-module';
/** On `#root`, by the prerender, when the page carries the first-visit panel. */
export const firstVisitPanelAttribute = 'data-consent-panel';

/** On the page's region, by the shell's render: how the first load treats the page (`static` or `hydrate`). */
export const firstLoadAttribute = 'data-first-load';
/** On a hydrated page's region: the consent purposes its content follows, space-separated (`PageModule.followsConsent`). */
export const followsConsentAttribute = 'data-follows-consent';

/**
 * On `<html>`, by the shell's page template (so on every page of its build): the address
 * of the build's entry script, named by its content in production (docs/decisions/078).
 */
export const mainScriptAttribute = 'data-main-script';
/** The same entry script under the address that does not change with a build, for a page whose own build's script is gone. */
export const fixedMainScript = '/main.js';

/** On `<html>`: `live` once the page answers without the application (boot script), `ready` once React runs (shell). */
export const shellStateAttribute = 'data-shell';
export type ShellState = 'live' | 'ready';
/** On `<html>`, by the shell: how the application took the page over. */
export const renderAttribute = 'data-render';
export type RenderState = 'hydrated' | 'client';
/**
 * On `<html>`, by the shell's consent layer slot: `failed` while the consent layer could
 * not load. What of the layer the page carries (the first-visit panel) gives way by its
 * own styles, and the page stays usable.
 */
export const consentLayerAttribute = 'data-consent-layer';
export type ConsentLayerState = 'failed';
/** On `<html>`, by the boot script, for a visitor who has decided: the first-visit panel stays hidden unless opened as the settings. */
export const consentDecidedAttribute = 'data-consent-decided';

/** On a control of the page's markup: the bus event it sends and its payload as JSON (`busAction`). */
export const busEventAttribute = 'data-bus-event';
export const busDetailAttribute = 'data-bus-detail';

/** The `<template>` of the start's links, inert until the start (docs/decisions/065). */
export const startHintsId = 'start-hints';
/** The `<template>` of the early dialogs. */
export const earlyDialogsId = 'early-dialogs';
/** The first-visit consent panel, after the boot script in the body. */
export const firstVisitPanelId = 'first-visit-consent';
/** On the first-visit panel, by the boot script: a decided visitor opened it as the cookie settings, before the consent layer ran. */
export const panelSettingsAttribute = 'data-settings';
/** On the first-visit panel's close button, which only the settings show (a first visitor must decide). */
export const panelCloseAttribute = 'data-panel-close';

/** On each early dialog's overlay: the modal it stands for (`ModalName`). */
export const earlyDialogAttribute = 'data-early-dialog';
/** On each early dialog's overlay: the consent purpose its third party needs. */
export const earlyPurposeAttribute = 'data-early-purpose';
/** On the parts of an early dialog shown only with (`allowed`) or without (`refused`) that purpose. */
export const earlyWhenAttribute = 'data-early-when';
/** On an early dialog's close button. */
export const earlyCloseAttribute = 'data-early-close';

/** Window global: the clicks taken for the consent layer (early-clicks.ts). */
export const earlyClicksKey = '__isarlichtEarlyClicks';
/** Window global: the requests the boot script started for the application (early-fetch.ts). */
export const earlyFetchesKey = '__isarlichtEarlyFetches';
/** Window global: the visitor has interacted; the boot script and the application each have a module that reads it. */
export const interactedKey = '__isarlichtInteracted';
/** On a shown early dialog: the control that opened it. */
export const openerKey = '__isarlichtOpener';

/** Window globals of the build's browser (scripts/prerender): the flag set before the shell runs, and what the shell installs. */
export const prerenderFlagKey = 'isarlichtPrerender';
export const renderFunctionKey = 'isarlichtRender';
export const moduleFunctionKey = 'isarlichtModuleOf';
export const consentPartsFunctionKey = 'isarlichtConsentParts';
