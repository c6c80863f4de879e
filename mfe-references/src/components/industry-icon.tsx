import { htmlToReact } from '../content/html-to-react';
import { sanitizeIcon } from '../content/sanitize';
import styles from './industry-icon.module.css';

/**
 * The industry's icon on a tile in its accent colour (`--industry-color` from an ancestor). Decorative.
 * Rendered as React elements, like `RichText`, so hydration does not keep a stale prerendered icon.
 */
export function IndustryIcon({ svg, size = 'regular' }: { readonly svg: string; readonly size?: 'regular' | 'large' }) {
  return (
    <span className={`${styles.icon} ${size === 'large' ? styles.large : ''}`} aria-hidden="true">
      {htmlToReact(sanitizeIcon(svg))}
    </span>
  );
}
