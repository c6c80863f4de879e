import { Link } from '@isarlicht/ui/link';
import { TagList } from '@isarlicht/ui/tag-list';
import { paths } from '@isarlicht/contracts/routes/paths';
import { IndustryIcon } from '../../components/industry-icon';
import { topicsOf } from '../../content/industry-topics';
import type { Industry } from '../../content/types';
import styles from './industry-hero.module.css';

/** Opening of a target-group page in the industry's colour, with its icon and h1. */
export function IndustryHero({ industry }: { readonly industry: Industry }) {
  return (
    <header className={styles.hero}>
      <div className={styles.inner}>
        <Link to={paths.industries} className={styles.back}>
          <span aria-hidden="true">← </span>Alle Branchen
        </Link>
        <div className={styles.heading}>
          <IndustryIcon shapes={industry.icon} size="large" />
          <p className={styles.eyebrow}>Branche · {industry.shortTitle}</p>
        </div>
        <h1 className={styles.title}>{industry.title}</h1>
        <p className={styles.lead}>{industry.description}</p>
        <div className={styles.topics}>
          <TagList items={topicsOf(industry)} label="Themen dieser Branche" />
        </div>
      </div>
    </header>
  );
}
