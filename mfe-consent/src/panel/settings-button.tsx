import { useOutOfTheWay } from './use-out-of-the-way';
import styles from './settings-button.module.css';

/**
 * Floating way back into the panel while some purposes are still off: a small round
 * button in the corner that steps aside while the visitor reads on and where the
 * footer's own `Cookie-Einstellungen` is in view, so it covers no content for long.
 */
export function SettingsButton({ onOpen }: { readonly onOpen: () => void }) {
  const away = useOutOfTheWay();
  return (
    <button type="button" className={styles.settings} data-away={away} title="Cookie-Einstellungen" onClick={onOpen}>
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 3a9 9 0 1 0 9 9 3 3 0 0 1-3.5-3A3 3 0 0 1 14 5.5 3 3 0 0 1 12 3Z" />
        <circle cx="8.5" cy="10" r="1.2" />
        <circle cx="9.5" cy="15.5" r="1.2" />
        <circle cx="14.5" cy="14" r="1.2" />
      </svg>
      <span className={styles.label}>Cookie-Einstellungen</span>
    </button>
  );
}
