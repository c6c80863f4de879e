import styles from './skip-link.module.css';

export function SkipLink({ targetId }: { readonly targetId: string }) {
  return (
    <a className={styles.skipLink} href={`#${targetId}`}>
      Zum Inhalt springen
    </a>
  );
}
