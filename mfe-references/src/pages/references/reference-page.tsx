import { Link } from 'react-router-dom';
import { emit, paths, type PageMeta, type PageProps, type RouteParams } from '@isarlicht/shared';
import { Button, PageIntro, Section } from '@isarlicht/shared/ui';
import { findReference } from '../../content/lookup';
import styles from './reference-page.module.css';

export const meta = (params: RouteParams): PageMeta | null => {
  const reference = findReference(params.slug);
  return reference ? { title: reference.title, description: reference.shortDescription } : null;
};

export default function ReferencePage({ params }: PageProps) {
  const reference = findReference(params.slug);
  if (!reference) return null;
  return (
    <>
      <PageIntro eyebrow={reference.confidential ? 'Referenz · anonymisiert' : 'Referenz'} title={reference.title} lead={reference.description}>
        <Button onClick={() => emit('modal:open', { modal: 'booking' })}>Erstgespräch buchen</Button>
      </PageIntro>
      <Section>
        <div className={styles.columns}>
          <div>
            <h2>Herausforderung</h2>
            <p>{reference.challenge}</p>
            <h2>Lösung</h2>
            <p>{reference.solution}</p>
          </div>
          <dl className={styles.facts}>
            <dt>Zeitrahmen</dt>
            <dd>{reference.timeframe}</dd>
            <dt>Technologien</dt>
            <dd>{reference.technologies.join(', ')}</dd>
          </dl>
        </div>
        <p>
          <Link to={paths.references}>← Alle Referenzen</Link>
        </p>
      </Section>
    </>
  );
}
