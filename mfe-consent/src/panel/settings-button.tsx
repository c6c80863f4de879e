import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { headerControlsId } from '@isarlicht/contracts/pages/layout-slots';
import styles from './settings-button.module.css';

/** The header's room for the layer's control; found once the layer has mounted (the layer is never prerendered). */
function useHeaderControls(): HTMLElement | null {
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  useEffect(() => setSlot(document.getElementById(headerControlsId)), []);
  return slot;
}

/**
 * The way back into the panel while some purposes are still off: a small round
 * button in the room the shell's header keeps for it, so it covers no content at
 * any scroll position. A shell without that room shows none: the footer's own
 * `Cookie-Einstellungen` still opens the panel.
 */
export function SettingsButton({ onOpen }: { readonly onOpen: () => void }) {
  const slot = useHeaderControls();
  if (slot === null) return null;
  return createPortal(
    <button type="button" className={styles.settings} title="Cookie-Einstellungen" onClick={onOpen}>
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 3a9 9 0 1 0 9 9 3 3 0 0 1-3.5-3A3 3 0 0 1 14 5.5 3 3 0 0 1 12 3Z" />
        <circle cx="8.5" cy="10" r="1.2" />
        <circle cx="9.5" cy="15.5" r="1.2" />
        <circle cx="14.5" cy="14" r="1.2" />
      </svg>
      <span className={styles.label}>Cookie-Einstellungen</span>
    </button>,
    slot,
  );
}
