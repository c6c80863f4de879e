import type { ThirdPartyStatus } from './use-third-party';
import styles from './status-message.module.css';

type StatusMessageProps = { readonly status: ThirdPartyStatus } & Readonly<Record<ThirdPartyStatus, string>>;

/** One status line of a third party; errors as alerts. */
export function StatusLine({ status, text }: { readonly status: ThirdPartyStatus; readonly text: string }) {
  const failed = status === 'error' || status === 'unconfigured';
  return (
    <p className={styles.status} data-status={status} role={failed ? 'alert' : 'status'}>
      {text}
    </p>
  );
}

/** Announces a third party's state to screen readers. */
export function StatusMessage({ status, ...texts }: StatusMessageProps) {
  return <StatusLine status={status} text={texts[status]} />;
}
