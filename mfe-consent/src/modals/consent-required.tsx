import { emit } from '@isarlicht/contracts';
import { Button } from '@isarlicht/ui';
import styles from './consent-required.module.css';

interface ConsentRequiredProps {
  readonly message: string;
  readonly onClose: () => void;
}

/** Shown instead of a third-party widget the visitor has not allowed. */
export function ConsentRequired({ message, onClose }: ConsentRequiredProps) {
  return (
    <div className={styles.box}>
      <p>{message}</p>
      <Button
        onClick={() => {
          onClose();
          emit('cookie-settings:open');
        }}
      >
        Cookie-Einstellungen ändern
      </Button>
    </div>
  );
}
