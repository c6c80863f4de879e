import { htmlToReact } from '../content/html-to-react';
import { sanitizeRichText } from '../content/sanitize';
import styles from './rich-text.module.css';

/**
 * Long-form copy from the content modules; sanitized here, the only place it enters the DOM.
 * Rendered as React elements, not as inner HTML, so hydration sees when a redeployed
 * remote's text differs from the prerendered page and renders the new one.
 */
export function RichText({ html }: { readonly html: string }) {
  return (
    <div className={styles.richText} data-rich-text="">
      {htmlToReact(sanitizeRichText(html))}
    </div>
  );
}
