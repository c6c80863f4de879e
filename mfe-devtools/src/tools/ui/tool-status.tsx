import styles from './tool-status.module.css';

/** Progress and result of a tool run, announced to screen readers as it changes. */
export function ToolStatus({ text, busy }: { readonly text: string; readonly busy: boolean }) {
  return (
    <p className={styles.status} role="status" aria-live="polite" aria-busy={busy}>
      {busy ? <span className={styles.spinner} aria-hidden="true" /> : null}
      {text}
    </p>
  );
}
