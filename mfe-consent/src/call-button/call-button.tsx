import { useEffect, useState } from 'react';
import { emit } from '@isarlicht/shared';
import styles from './call-button.module.css';

/** SPEC section 9: the call button joins the page 10 s after load, so it never competes with the first read. */
export const callButtonDelayMs = 10_000;

export function CallButton() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setVisible(true), callButtonDelayMs);
    return () => window.clearTimeout(timer);
  }, []);
  if (!visible) return null;
  return (
    <button type="button" className={styles.call} onClick={() => emit('modal:open', { modal: 'assistant' })}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z"
        />
      </svg>
      KI-Anruf starten
    </button>
  );
}
