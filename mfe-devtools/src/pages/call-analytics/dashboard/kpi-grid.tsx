import type { Kpis } from '../stats/call-stats';
import { formatCount, formatDollars, formatDuration, formatPercent } from '../stats/format';
import styles from './dashboard.module.css';

export function KpiGrid({ kpis }: { readonly kpis: Kpis }) {
  const items = [
    { label: 'Anrufe', value: formatCount(kpis.calls) },
    { label: 'Gesamtdauer', value: formatDuration(kpis.totalSeconds) },
    { label: 'Ø Dauer', value: formatDuration(kpis.averageSeconds) },
    { label: 'Kosten', value: formatDollars(kpis.costUsd) },
    {
      label: 'Erfolgsquote',
      value: formatPercent(kpis.successRate),
      note: kpis.evaluated === 0 ? 'keine Anrufe bewertet' : `von ${formatCount(kpis.evaluated)} bewerteten Anrufen`,
    },
  ];
  return (
    <dl className={styles.kpis}>
      {items.map((item) => (
        <div key={item.label} className={styles.kpi}>
          <dt>{item.label}</dt>
          <dd>
            <span className={styles.kpiValue}>{item.value}</span>
            {item.note ? <span className={styles.kpiNote}>{item.note}</span> : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
