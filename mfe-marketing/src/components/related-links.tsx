import { Link } from '@isarlicht/ui/link';
import type { LinkGroup } from '../content/links';
import styles from './related-links.module.css';

/** Neighbouring pages, grouped by kind; empty groups are left out. */
export function RelatedLinks({ label, groups }: { readonly label: string; readonly groups: readonly LinkGroup[] }) {
  return (
    <nav aria-label={label} className={styles.related}>
      {groups
        .filter((group) => group.links.length > 0)
        .map((group) => (
          <div key={group.title} className={styles.group}>
            <h3 className={styles.title}>{group.title}</h3>
            <ul className={styles.links}>
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
    </nav>
  );
}
