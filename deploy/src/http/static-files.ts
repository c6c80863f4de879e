import express, { type RequestHandler, type Response } from 'express';
import { cacheControlFor } from './cache-control';

/**
 * The app's files by name, with their cache class. No directory indexes, no slash
 * redirects and no dotfiles (build stamps): pages are the shell's routing, not files.
 */
export function staticFiles(root: string): RequestHandler {
  return express.static(root, {
    index: false,
    redirect: false,
    dotfiles: 'ignore',
    etag: true,
    cacheControl: false,
    setHeaders: (res: Response, filePath: string) => {
      const relative = filePath.slice(root.length).split('\\').join('/');
      res.setHeader('Cache-Control', cacheControlFor(relative));
    },
  });
}
