import { RichText } from '@isarlicht/ui/rich-text';
import type { Reference } from '../../content/types';
import styles from './reference-story.module.css';

/** The case study itself: the long description, challenge and solution, features and results. */
export function ReferenceStory({ reference }: { readonly reference: Reference }) {
  return (
    <div className={styles.story}>
      <h2 className={styles.heading}>Über das Projekt</h2>
      <RichText text={reference.fullDescription} />
      <div className={styles.pair}>
        <div className={styles.panel}>
          <h2 className={styles.heading}>Herausforderung</h2>
          <p>{reference.challenge}</p>
        </div>
        <div className={styles.panel}>
          <h2 className={styles.heading}>Lösung</h2>
          <p>{reference.solution}</p>
        </div>
      </div>
      <h2 className={styles.heading}>Funktionen</h2>
      <ul className={styles.features}>
        {reference.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      {reference.results ? (
        <>
          <h2 className={styles.heading}>Ergebnisse</h2>
          <ul className={styles.results}>
            {reference.results.map((result) => (
              <li key={result}>{result}</li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
