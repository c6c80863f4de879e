import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import type { DayPoint } from '../stats/call-stats';
import { formatCount, formatDay } from '../stats/format';
import { ChartCard, chartColors } from './chart-card';

export function CallsPerDayChart({ points }: { readonly points: readonly DayPoint[] }) {
  const busiest = points.reduce<DayPoint | null>((best, point) => (best === null || point.calls > best.calls ? point : best), null);
  const summary =
    busiest && busiest.calls > 0 ? `Meiste Anrufe am ${formatDay(busiest.day)}: ${formatCount(busiest.calls)}.` : 'Keine Anrufe.';
  return (
    <ChartCard title="Anrufe pro Tag" summary={summary}>
      <BarChart data={[...points]} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
        <CartesianGrid stroke={chartColors.grid} vertical={false} />
        <XAxis dataKey="day" tickFormatter={formatDay} stroke={chartColors.ink} fontSize={12} minTickGap={16} />
        <YAxis allowDecimals={false} stroke={chartColors.ink} fontSize={12} />
        <Tooltip
          labelFormatter={(day) => (typeof day === 'string' ? formatDay(day) : day)}
          formatter={(value) => [formatCount(Number(value)), 'Anrufe']}
        />
        <Bar dataKey="calls" name="Anrufe" fill={chartColors.primary} radius={[4, 4, 0, 0]} isAnimationActive={false} />
      </BarChart>
    </ChartCard>
  );
}
