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

/** A build's HTML document by name, in any case: pages are served under their address only. */
export const isHtmlFile = (path: string): boolean => /\.html$/i.test(path);

/**
 * Module Federation's build statistics: build details (commit, exact dependency
 * versions) that no browser needs, as the runtime reads `mf-manifest.json`
 * (docs/decisions/008).
 */
export const isBuildStats = (path: string): boolean => /(?:^|\/)mf-stats\.json$/i.test(path);

/** A path whose last segment has an extension: a file of a build, never a page or an old address. */
export const isFileRequest = (path: string): boolean => /\.[A-Za-z0-9]+$/.test(path);
