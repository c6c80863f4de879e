import type { ButtonHTMLAttributes } from 'react';
import { Button } from '@isarlicht/ui/button';
import styles from './consent-required.module.css';

interface ConsentRequiredProps {
  readonly message: string;
  /** What "Cookie-Einstellungen ändern" does: close the dialog and open the panel, or in the page's early dialog its bus markup. */
  readonly action: ButtonHTMLAttributes<HTMLButtonElement>;
}

/** Shown instead of a third-party widget the visitor has not allowed. */
export function ConsentRequired({ message, action }: ConsentRequiredProps) {
  return (
    <div className={styles.box}>
      <p>{message}</p>
      <Button {...action}>Cookie-Einstellungen ändern</Button>
    </div>
  );
}
