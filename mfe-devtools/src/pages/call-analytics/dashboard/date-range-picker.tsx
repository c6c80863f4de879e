import { Button } from '@isarlicht/ui/button';
import { isValidRange, lastDays, type DayRange } from '../stats/date-range';
import styles from './dashboard.module.css';

const presets = [7, 30, 90] as const;

interface DateRangePickerProps {
  readonly range: DayRange;
  readonly onChange: (range: DayRange) => void;
}

/** Native date fields: keyboard, screen reader and mobile pickers come with the browser. */
export function DateRangePicker({ range, onChange }: DateRangePickerProps) {
  const valid = isValidRange(range);
  return (
    <fieldset className={styles.range}>
      <legend>Zeitraum</legend>
      <label className={styles.dateField}>
        <span>Von</span>
        <input type="date" value={range.from} max={range.to} onChange={(event) => onChange({ ...range, from: event.target.value })} />
      </label>
      <label className={styles.dateField}>
        <span>Bis</span>
        <input type="date" value={range.to} min={range.from} onChange={(event) => onChange({ ...range, to: event.target.value })} />
      </label>
      <div className={styles.presets}>
        {presets.map((days) => (
          <Button key={days} variant="secondary" onClick={() => onChange(lastDays(days, new Date()))}>
            Letzte {days} Tage
          </Button>
        ))}
      </div>
      {valid ? null : (
        <p className={styles.hint} role="alert">
          Bitte wählen Sie ein Startdatum, das vor dem Enddatum liegt.
        </p>
      )}
    </fieldset>
  );
}
