import { Link } from '@isarlicht/ui/link';
import { TagList } from '@isarlicht/ui/tag-list';
import { paths } from '@isarlicht/contracts/routes/paths';
import type { Reference } from '../content/types';
import { ReferenceImage } from './reference-image';
import styles from './reference-card.module.css';

interface ReferenceCardProps {
  readonly reference: Reference;
  readonly headingLevel?: 'h2' | 'h3';
}

/** Teaser of one reference; the whole card is the link, the title its name. */
export function ReferenceCard({ reference, headingLevel: Heading = 'h3' }: ReferenceCardProps) {
  return (
    <article className={styles.card}>
      <Heading className={styles.title}>
        <Link to={paths.reference(reference.slug)} className={styles.link}>
          {reference.title}
        </Link>
      </Heading>
      <p className={styles.text}>{reference.shortDescription}</p>
      <div className={styles.footer}>
        <TagList items={reference.tags} label="Themen" />
        {reference.confidential ? <p className={styles.note}>Name vertraulich</p> : null}
      </div>
      <ReferenceImage reference={reference} decorative className={styles.image} />
    </article>
  );
}
