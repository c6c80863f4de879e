import { Link } from '@isarlicht/ui/link';
import { TagList } from '@isarlicht/ui/tag-list';
import { paths } from '@isarlicht/contracts/routes/paths';
import { ReferenceImage } from '../../components/reference-image';
import type { Reference } from '../../content/types';
import styles from './reference-hero.module.css';

/** Opening of a case study: the page's h1, its summary, topics and illustration. */
export function ReferenceHero({ reference }: { readonly reference: Reference }) {
  return (
    <header className={styles.hero}>
      <div className={styles.inner}>
        <div className={styles.text}>
          <Link to={paths.references} className={styles.back}>
            <span aria-hidden="true">← </span>Alle Referenzen
          </Link>
          <p className={styles.eyebrow}>{reference.confidential ? 'Referenz · Name vertraulich' : 'Referenz'}</p>
          <h1 className={styles.title}>{reference.title}</h1>
          <p className={styles.lead}>{reference.description}</p>
          <TagList items={reference.tags} label="Themen" />
        </div>
        <ReferenceImage reference={reference} priority className={styles.image} />
      </div>
    </header>
  );
}
