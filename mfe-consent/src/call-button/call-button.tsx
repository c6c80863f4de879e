import { useEffect, useState } from 'react';
import { emit } from '@isarlicht/browser-runtime/events/bus';
import { callButtonWait } from './call-button-delay';
import styles from './call-button.module.css';

export function CallButton() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    let timer = 0;
    const schedule = () => {
      timer = window.setTimeout(() => setVisible(true), callButtonWait());
    };
    // Mounted on the visitor's request before the page finished loading: the delay counts from the load.
    if (document.readyState === 'complete') schedule();
    else window.addEventListener('load', schedule, { once: true });
    return () => {
      window.removeEventListener('load', schedule);
      window.clearTimeout(timer);
    };
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
