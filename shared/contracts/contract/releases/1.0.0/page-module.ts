import type { ComponentType } from 'react';

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
}

/**
 * What every exposed page module of a remote exports. The shell owns routing, titles
 * and the not-found page; the remote owns its content, so it answers `meta` with null
 * when a URL id is unknown to it.
 */
export interface PageModule {
  readonly default: ComponentType<PageProps>;
  readonly meta: (params: RouteParams) => PageMeta | null;
}

/** A module the shell mounts once for the whole visit (the consent layer). */
export interface LayerModule {
  readonly default: ComponentType;
}
