import { useId } from 'react';
import { Link } from '@isarlicht/ui/link';
import { paths } from '@isarlicht/contracts/routes/paths';
import { serviceNames } from '@isarlicht/site-content/names/page-names';
import type { ServiceId } from '@isarlicht/contracts/routes/ids';
import styles from './industry-services.module.css';

/** The services an industry page recommends, linked to their pages in the marketing slice. */
export function IndustryServices({ services }: { readonly services: readonly ServiceId[] }) {
  const headingId = useId();
  return (
    <aside className={styles.services} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Passende Leistungen
      </h2>
      <ul className={styles.list}>
        {services.map((id) => (
          <li key={id}>
            <Link to={paths.service(id)} className={styles.link}>
              {serviceNames[id]}
              <span aria-hidden="true" className={styles.arrow}>
                →
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </aside>
  );
}
