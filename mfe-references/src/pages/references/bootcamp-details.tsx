import { Section } from '@isarlicht/ui/section';
import { ReferenceGrid } from '../../components/reference-grid';
import { referencesBySlugs } from '../../content/lookup';
import type { WorkshopReference } from '../../content/types';
import styles from './bootcamp-details.module.css';

/** What only the bootcamp has: how often it ran, its three days, and what grew out of it. */
export function BootcampDetails({ reference }: { readonly reference: WorkshopReference }) {
  const { workshopCount, workshopFormat, workshopProjects } = reference;
  const projects = referencesBySlugs(workshopProjects);
  return (
    <>
      <Section title={`${workshopFormat.length} Tage, ein gemeinsames Bild`} id="ablauf" tone="alt">
        <dl className={styles.stats}>
          <div>
            <dt>Durchgeführte Bootcamps</dt>
            <dd>{workshopCount}</dd>
          </div>
          <div>
            <dt>Tage pro Bootcamp</dt>
            <dd>{workshopFormat.length}</dd>
          </div>
          <div>
            <dt>Produkte bis zum Markteintritt begleitet</dt>
            <dd>{projects.length}</dd>
          </div>
        </dl>
        <ol className={styles.days}>
          {workshopFormat.map((day) => (
            <li key={day.day} className={styles.day}>
              <p className={styles.dayLabel}>{day.day}</p>
              <h3 className={styles.dayTitle}>{day.title}</h3>
              <p className={styles.dayText}>{day.text}</p>
            </li>
          ))}
        </ol>
      </Section>
      <Section title="Aus dem Bootcamp entstanden" id="bootcamp-projekte">
        <ReferenceGrid references={projects} />
      </Section>
    </>
  );
}
