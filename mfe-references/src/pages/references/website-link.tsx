import styles from './website-link.module.css';

/** The client's live product, in a new tab that cannot reach back into this page. */
export function WebsiteLink({ href }: { readonly href: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={styles.link}>
      {new URL(href).host}
      <span className={styles.hint}> (öffnet in neuem Tab)</span>
      <span aria-hidden="true"> ↗</span>
    </a>
  );
}
