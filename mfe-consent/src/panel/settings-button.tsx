import styles from './settings-button.module.css';

/** Floating way back into the panel while some purposes are still off. */
export function SettingsButton({ onOpen }: { readonly onOpen: () => void }) {
  return (
    <button type="button" className={styles.settings} onClick={onOpen}>
      Cookie-Einstellungen
    </button>
  );
}
