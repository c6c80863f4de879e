import type { CallRecord } from '../../../calls';
import { durationDistribution, endReasons, perDay } from '../stats/call-stats';
import type { DayRange } from '../stats/date-range';
import { CallsPerDayChart } from './calls-per-day-chart';
import { CostChart } from './cost-chart';
import { DurationChart } from './duration-chart';
import { EndReasonsChart } from './end-reasons-chart';
import styles from './charts.module.css';

export function CallCharts({ calls, range }: { readonly calls: readonly CallRecord[]; readonly range: DayRange }) {
  const days = perDay(calls, range);
  return (
    <div className={styles.grid}>
      <CallsPerDayChart points={days} />
      <DurationChart buckets={durationDistribution(calls)} />
      <EndReasonsChart reasons={endReasons(calls)} />
      <CostChart points={days} />
    </div>
  );
}
