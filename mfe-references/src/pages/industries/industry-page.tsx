import { Link } from 'react-router-dom';
import { paths, type PageMeta, type PageProps, type RouteParams } from '@isarlicht/shared';
import { PageIntro, Section } from '@isarlicht/shared/ui';
import { findIndustry } from '../../content/lookup';
import styles from './industry-page.module.css';

export const meta = (params: RouteParams): PageMeta | null => {
  const industry = findIndustry(params.industryId);
  return industry ? { title: industry.seoTitle, description: industry.metaDescription, exactTitle: true } : null;
};

export default function IndustryPage({ params }: PageProps) {
  const industry = findIndustry(params.industryId);
  if (!industry) return null;
  return (
    <>
      <PageIntro eyebrow={`Branche · ${industry.shortTitle}`} title={industry.title} lead={industry.description} />
      <Section>
        <div className={styles.columns}>
          <div>
            <h2>Typische Herausforderungen</h2>
            <ul>
              {industry.challenges.map((challenge) => (
                <li key={challenge}>{challenge}</li>
              ))}
            </ul>
          </div>
          <div>
            <h2>Unsere Lösungen</h2>
            <ul>
              {industry.solutions.map((solution) => (
                <li key={solution}>{solution}</li>
              ))}
            </ul>
          </div>
        </div>
        <p>
          <Link to={paths.industries}>← Alle Branchen</Link>
        </p>
      </Section>
    </>
  );
}
