import { fileRequest, pathRuleRegExp, refusedNames } from './path-rules';

/**
 * The request path as the file system sees it: `express.static` decodes the path
 * before it looks for a file, so every rule about file names must decide on the
 * decoded path too (`/about.htm%6c` is `about.html`). null for a malformed escape.
 */
export function decodedPath(rawPath: string): string | null {
  try {
    return decodeURIComponent(rawPath);
  } catch {
    return null;
  }
}

const refused = refusedNames.map(pathRuleRegExp);

/**
 * A name no server hands out (`refusedNames`): a build's HTML document in any case
 * (pages are served under their address only) or Module Federation's build
 * statistics (build details no browser needs, docs/decisions/008).
 */
export const isRefusedName = (path: string): boolean => refused.some((rule) => rule.test(path));

const file = pathRuleRegExp(fileRequest);

/** A path whose last segment has an extension: a file of a build, never a page or an old address. */
export const isFileRequest = (path: string): boolean => file.test(path);
