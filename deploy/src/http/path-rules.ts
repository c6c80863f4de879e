/**
 * A rule on a request path as regex text that JavaScript and PCRE (nginx, Varnish)
 * read alike, so the express servers, the nginx config and the Varnish edge decide
 * with one list (docs/decisions/008 and 051).
 */
export interface PathRule {
  readonly source: string;
  readonly ignoreCase: boolean;
}

/** A path segment of plain characters: letters, digits, `.`, `_` and `-`. Nothing in one needs an escape anywhere. */
export const plainSegment = '[A-Za-z0-9._-]+';

/** Build stamps and other dotfiles are no content. */
export const hiddenFile: PathRule = { source: '/\\.', ignoreCase: false };

/**
 * Files no server hands out under their own name, in any case: HTML documents are
 * pages only at their address, with the document headers, and Module Federation's
 * build statistics stay private (docs/decisions/008).
 */
export const refusedNames: readonly PathRule[] = [
  { source: '\\.html$', ignoreCase: true },
  { source: '(?:^|/)mf-stats\\.json$', ignoreCase: true },
];

/** A file of a build (an extension in the last segment): never a page or an old address, revalidated when it keeps its name. */
export const fileRequest: PathRule = { source: '\\.[A-Za-z0-9]+$', ignoreCase: false };

/** No address of the site ends in a slash; the plain part before the slashes is captured, so no escape reaches a `Location`. */
export const trailingSlash: PathRule = { source: `^((?:/${plainSegment})+)/+$`, ignoreCase: false };

/**
 * An address every app answers with its own not-found answer: the shell's not-found
 * page (`404` is a reserved page name), a remote's plain 404 (it serves files only).
 */
export const notFoundAddress = '/404';

export const pathRuleRegExp = ({ source, ignoreCase }: PathRule): RegExp => new RegExp(source, ignoreCase ? 'i' : '');
