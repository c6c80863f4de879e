import { useId } from 'react';
import { TagList } from '@isarlicht/ui/tag-list';
import type { Reference } from '../../content/types';
import { WebsiteLink } from './website-link';
import styles from './reference-facts.module.css';

/** The key facts beside the story: time frame, stack, live website, confidentiality. */
export function ReferenceFacts({ reference }: { readonly reference: Reference }) {
  const headingId = useId();
  return (
    <aside className={styles.facts} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Projektdaten
      </h2>
      <dl className={styles.list}>
        <dt className={styles.term}>Zeitrahmen</dt>
        <dd>{reference.timeframe}</dd>
        <dt className={styles.term}>Technologien</dt>
        <dd>
          <TagList items={reference.technologies} label="Technologien" tone="technology" />
        </dd>
        {reference.websiteLink ? (
          <>
            <dt className={styles.term}>Website</dt>
            <dd>
              <WebsiteLink href={reference.websiteLink} />
            </dd>
          </>
        ) : null}
      </dl>
      {reference.confidential ? (
        <p className={styles.confidential}>
          <strong>Vertrauliches Projekt.</strong> Das Unternehmen bleibt auf eigenen Wunsch anonym. Details erzählen wir Ihnen gern im
          persönlichen Gespräch.
        </p>
      ) : null}
    </aside>
  );
}
