import { useCallback, useState } from 'react';
import type { CallAnalyticsSession } from '../../../calls';
import { Button } from '@isarlicht/ui/button';
import { Section } from '@isarlicht/ui/section';
import { lastDays, type DayRange } from '../stats/date-range';
import { CallsView } from './calls-view';
import { DateRangePicker } from './date-range-picker';
import { useCalls } from './use-calls';
import styles from './dashboard.module.css';

interface DashboardProps {
  readonly apiUrl: string;
  readonly session: CallAnalyticsSession;
  /** Signs out (`null`) or drops a session the server no longer knows (its reason). */
  readonly onEnd: (reason: string | null) => void;
}

export function Dashboard({ apiUrl, session, onEnd }: DashboardProps) {
  const [range, setRange] = useState<DayRange>(() => lastDays(30, new Date()));
  const sessionLost = useCallback((reason: string) => onEnd(reason), [onEnd]);
  const calls = useCalls(apiUrl, range, sessionLost);

  return (
    <Section title="Auswertung" id="auswertung">
      <div className={styles.bar}>
        <p className={styles.user}>
          Angemeldet als <strong>{session.user}</strong>
        </p>
        <Button variant="ghost" onClick={() => onEnd(null)}>
          Abmelden
        </Button>
      </div>
      <DateRangePicker range={range} onChange={setRange} />
      {calls.status === 'loading' ? (
        <p role="status" className={styles.state}>
          Anrufdaten werden geladen …
        </p>
      ) : null}
      {calls.status === 'error' ? (
        <p role="alert" className={styles.error}>
          {calls.message}
        </p>
      ) : null}
      {calls.status === 'ready' ? <CallsView calls={calls.calls} source={calls.source} range={range} /> : null}
    </Section>
  );
}
