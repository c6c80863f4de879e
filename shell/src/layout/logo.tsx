import { siteConfig } from '@isarlicht/site-content/site-config';
import styles from './logo.module.css';

/** Word mark with a small sun-over-river sign: light (Licht) on the Isar. */
export function Logo({ inverse = false }: { readonly inverse?: boolean }) {
  return (
    <span className={styles.logo} data-inverse={inverse}>
      <svg className={styles.mark} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <circle cx="16" cy="13" r="6" fill="var(--color-accent)" />
        <path d="M3 22c4 0 4-3 8-3s4 3 8 3 4-3 8-3 2 1 2 1" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
        <path d="M3 27c4 0 4-3 8-3s4 3 8 3 4-3 8-3 2 1 2 1" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
      </svg>
      <span className={styles.text}>{siteConfig.name}</span>
    </span>
  );
}
