import path from 'node:path';
import type { RequestHandler } from 'express';
import { compressedAhead, precompressedCopies } from '@isarlicht/tooling/precompressed-copies';
import { plainFileUnder } from './plain-file';
import { decodedPath } from './request-path';

/**
 * Sends a script or style as the copy its build compressed ahead with the best settings
 * (docs/decisions/040), in the best encoding the browser accepts, and leaves the rest to
 * the static files and the on-the-fly compression. The copy is looked up per request:
 * a remote's releases arrive while its server runs.
 */
export function precompressed(root: string): RequestHandler {
  return (req, res, next) => {
    const file = decodedPath(req.path);
    if ((req.method !== 'GET' && req.method !== 'HEAD') || file === null || !compressedAhead.test(file)) return next();
    res.vary('Accept-Encoding');
    const accepted = precompressedCopies.filter(({ encoding }) => req.acceptsEncodings(encoding) === encoding);
    // Only a plain copy inside the root: a link planted as `main.js.gz` is no copy of ours.
    const find = async () => {
      for (const copy of accepted) if ((await plainFileUnder(root, file + copy.suffix)) !== null) return copy;
      return null;
    };
    find().then((copy) => {
      if (copy === null) return next();
      res.setHeader('Content-Encoding', copy.encoding);
      res.type(path.extname(file));
      const query = req.url.slice(req.path.length);
      req.url = `${req.path}${copy.suffix}${query}`;
      next();
    }, next);
  };
}
