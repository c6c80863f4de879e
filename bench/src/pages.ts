/** The pages the budgets (docs/bench.md) are measured on. */
export const benchPages = ['/', '/services/ai-development', '/references/kiekje', '/software-for/kmu', '/contact'] as const;

/** A client-side navigation from the home page, by a click on one of its links. */
export interface ClientNavigation {
  readonly to: string;
  /** The link on the home page the visitor clicks. */
  readonly link: string;
  /** Whether the target's remote already runs in the home page (marketing) or must be loaded first. */
  readonly remoteLoaded: boolean;
}

export const clientNavigations: readonly ClientNavigation[] = [
  { to: '/references/kiekje', link: 'main a[href="/references/kiekje"]', remoteLoaded: false },
  { to: '/about', link: 'header a[href="/about"]', remoteLoaded: true },
];
