import { useEffect } from 'react';
import { applyHead } from './apply-head';
import type { DocumentHead } from './document-head';

/** Keeps `<head>` in step with the page on client-side navigation; the prerendered HTML already carries it. */
export function useDocumentHead(head: DocumentHead): void {
  const key = JSON.stringify(head);
  useEffect(() => {
    applyHead(JSON.parse(key) as DocumentHead, document);
  }, [key]);
}
