import { Link } from '@isarlicht/ui/link';
import { paths } from '@isarlicht/contracts/routes/paths';
import { industryColorStyle } from '../../components/industry-color';
import { IndustryIcon } from '../../components/industry-icon';
import type { Industry } from '../../content/types';
import styles from './industry-card.module.css';

/** A target group as a linked card in its accent colour; prominent ones also name their references. */
export function IndustryCard({ industry, prominent = false }: { readonly industry: Industry; readonly prominent?: boolean }) {
  return (
    <article className={`${styles.card} ${prominent ? styles.prominent : ''}`} style={industryColorStyle(industry.color)}>
      <h3 className={styles.title}>
        <Link to={paths.industry(industry.id)} className={styles.link}>
          {industry.title}
        </Link>
      </h3>
      <p className={styles.text}>{industry.description}</p>
      {prominent ? (
        <p className={styles.meta}>
          {industry.references.length === 1 ? '1 Referenz' : `${industry.references.length} Referenzen`} · {industry.services.length}{' '}
          passende Leistungen
        </p>
      ) : null}
      <div className={styles.top}>
        <IndustryIcon shapes={industry.icon} size={prominent ? 'large' : 'regular'} />
        <p className={styles.eyebrow}>{industry.shortTitle}</p>
      </div>
    </article>
  );
}
