import { isFiltered, type ReferenceFilter } from '../../content/reference-filter';
import styles from './result-summary.module.css';

interface ResultSummaryProps {
  readonly shown: number;
  readonly total: number;
  readonly filter: ReferenceFilter;
  readonly onReset: () => void;
}

function summary(shown: number, total: number, filtered: boolean): string {
  if (!filtered) return `${total} Referenzen`;
  if (shown === 0) return `Keine der ${total} Referenzen passt zu dieser Auswahl.`;
  return `${shown} von ${total} Referenzen`;
}

/** The count is a live region, so screen readers hear the result of every filter change. */
export function ResultSummary({ shown, total, filter, onReset }: ResultSummaryProps) {
  const filtered = isFiltered(filter);
  return (
    <div className={styles.summary}>
      <p role="status" aria-live="polite" className={styles.count}>
        {summary(shown, total, filtered)}
      </p>
      {filtered ? (
        <button type="button" className={styles.reset} onClick={onReset}>
          Filter zurücksetzen
        </button>
      ) : null}
    </div>
  );
}
