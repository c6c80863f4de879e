import { sanitizeRichText } from '../content/sanitize';
import styles from './rich-text.module.css';

/** Long-form copy from the content modules; sanitized here, the only place it enters the DOM. */
export function RichText({ html }: { readonly html: string }) {
  return <div className={styles.richText} data-rich-text="" dangerouslySetInnerHTML={{ __html: sanitizeRichText(html) }} />;
}
