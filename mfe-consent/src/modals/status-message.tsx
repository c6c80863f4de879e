import type { ThirdPartyStatus } from './use-third-party';
import styles from './status-message.module.css';

type StatusMessageProps = { readonly status: ThirdPartyStatus } & Readonly<Record<ThirdPartyStatus, string>>;

/** Announces a third party's state to screen readers; errors as alerts. */
export function StatusMessage({ status, ...texts }: StatusMessageProps) {
  const failed = status === 'error' || status === 'unconfigured';
  return (
    <p className={styles.status} data-status={status} role={failed ? 'alert' : 'status'}>
      {texts[status]}
    </p>
  );
}
