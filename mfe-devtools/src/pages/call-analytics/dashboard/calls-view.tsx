import type { CallRecord } from '../../../calls';
import { CallCharts } from '../charts/call-charts';
import { kpis } from '../stats/call-stats';
import type { DayRange } from '../stats/date-range';
import { CallsTable } from '../table/calls-table';
import { KpiGrid } from './kpi-grid';
import styles from './dashboard.module.css';

interface CallsViewProps {
  readonly calls: readonly CallRecord[];
  readonly source: 'vapi' | 'export';
  readonly range: DayRange;
}

export function CallsView({ calls, source, range }: CallsViewProps) {
  if (calls.length === 0) {
    return (
      <p role="status" className={styles.state}>
        Im gewählten Zeitraum hat niemand mit dem Assistenten gesprochen. Wählen Sie einen anderen Zeitraum.
      </p>
    );
  }
  return (
    <>
      <p className={styles.source}>Quelle: {source === 'vapi' ? 'Vapi, live abgefragt' : 'lokaler Export der Vapi-Anrufe'}</p>
      <KpiGrid kpis={kpis(calls)} />
      <CallCharts calls={calls} range={range} />
      <h3 className={styles.subheading}>Alle Anrufe</h3>
      <CallsTable calls={calls} />
    </>
  );
}
