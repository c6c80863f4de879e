import { useEffect } from 'react';
import { formatDocumentTitle, type PageMeta } from '@isarlicht/shared';

/** Applies the page's title in the site's one format, and its meta description. */
export function useDocumentMeta(meta: PageMeta): void {
  const title = meta.exactTitle ? meta.title : formatDocumentTitle(meta.title);
  useEffect(() => {
    document.title = title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', meta.description);
  }, [title, meta.description]);
}
