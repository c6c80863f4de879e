import styles from './page-loading.module.css';

/** Reserved space while a page module arrives, so the footer does not jump up and back. */
export function PageLoading() {
  return (
    <div className={styles.loading} aria-busy="true">
      <span className={styles.visuallyHidden}>Seite wird geladen …</span>
      <div className={styles.bar} />
      <div className={styles.line} />
      <div className={styles.lineShort} />
    </div>
  );
}
