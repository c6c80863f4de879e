import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCount } from '../stats/format';
import { ChartCard, chartColors } from './chart-card';

interface DurationChartProps {
  readonly buckets: readonly { readonly label: string; readonly calls: number }[];
}

export function DurationChart({ buckets }: DurationChartProps) {
  const summary = buckets.map((bucket) => `${bucket.label}: ${formatCount(bucket.calls)}`).join(', ');
  return (
    <ChartCard title="Verteilung der Gesprächsdauer" summary={`${summary}.`}>
      <BarChart data={[...buckets]} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
        <CartesianGrid stroke={chartColors.grid} vertical={false} />
        <XAxis dataKey="label" stroke={chartColors.ink} fontSize={12} interval={0} />
        <YAxis allowDecimals={false} stroke={chartColors.ink} fontSize={12} />
        <Tooltip formatter={(value) => [formatCount(Number(value)), 'Anrufe']} />
        <Bar dataKey="calls" name="Anrufe" fill={chartColors.accent} radius={[4, 4, 0, 0]} isAnimationActive={false} />
      </BarChart>
    </ChartCard>
  );
}
