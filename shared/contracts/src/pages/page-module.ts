import type { ComponentType } from 'react';
import type { ConsentPurpose } from '../consent/consent-record';
import type { ConsentDefault } from '../deployment/deployment-config';

/** URL parameters of the matched route, as the router hands them over. */
export type RouteParams = Readonly<Record<string, string | undefined>>;

export interface PageMeta {
  /** Route title; the shell renders it as `<title> | Isarlicht Digital`. */
  readonly title: string;
  /** Meta description, 120–160 characters. */
  readonly description: string;
  /** The title is already the complete document title (target-group pages use their seoTitle). */
  readonly exactTitle?: boolean;
}

export interface PageProps {
  readonly params: RouteParams;
  /** The query of the current URL, `''` or `?…`; a page changes it by emitting `navigate`. */
  readonly search: string;
}

/**
 * What every exposed page module of a remote exports. The shell owns routing, titles
 * and the not-found page; the remote owns its content, so it answers `meta` with null
 * when a URL id is unknown to it.
 */
export interface PageModule {
  readonly default: ComponentType<PageProps>;
  readonly meta: (params: RouteParams) => PageMeta | null;
  /**
   * Loads what the page renders for these params and keeps apart from the module (a
   * share of its content). The shell awaits it before hydration, before a client-side
   * navigation commits and before the prerender, so the page renders at once; a page
   * rendered without it suspends until its content is there.
   */
  readonly prepare?: (params: RouteParams) => Promise<void>;
  /**
   * The content answers the visitor by itself (state, effects, a filter, a map), beyond
   * links and bus buttons: a prerendered first load hydrates it. Without the flag the
   * first load keeps the server's HTML of the content and never runs this module for
   * it; links and bus buttons in it still work (docs/decisions/028).
   */
  readonly interactive?: boolean;
  /**
   * For an `interactive` page: the consent purposes that change what its content shows
   * (the contact page's map). Its prerendered HTML shows the content as without them,
   * where its controls are links and bus buttons; for a visitor who has granted none of
   * them the application may start at the first interaction, as on a static page
   * (docs/decisions/042).
   */
  readonly followsConsent?: readonly ConsentPurpose[];
}

/** A module the shell mounts once for the whole visit (the consent layer). */
export interface LayerModule {
  readonly default: ComponentType;
  /**
   * The undecided visitor's consent panel as the prerender writes it into a page, to
   * work before the application runs; the boxes start as `consentDefault` says
   * (docs/decisions/043). Optional: a page rendered against a release without it has
   * none, and the visitor meets the live panel once the application runs.
   */
  readonly FirstVisitPanel?: ComponentType<{ readonly consentDefault: ConsentDefault }>;
  /**
   * The assistant and booking dialogs' frame and text as the prerender writes them into
   * a page, inert, for the boot script to show at a tap before the layer runs
   * (docs/decisions/053). Optional: without it such a tap shows its control busy until
   * the layer opens the dialog.
   */
  readonly EarlyDialogs?: ComponentType;
}
