import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCount } from '../stats/format';
import { ChartCard, chartColors } from './chart-card';

interface EndReasonsChartProps {
  readonly reasons: readonly { readonly label: string; readonly calls: number }[];
}

/** Horizontal bars: the German reason names are too long for a category axis below. */
export function EndReasonsChart({ reasons }: EndReasonsChartProps) {
  const summary = reasons.map((reason) => `${reason.label}: ${formatCount(reason.calls)}`).join(', ');
  return (
    <ChartCard title="Gesprächsende" summary={summary === '' ? 'Keine Anrufe.' : `${summary}.`}>
      <BarChart data={[...reasons]} layout="vertical" margin={{ top: 8, right: 16, bottom: 0, left: 8 }}>
        <CartesianGrid stroke={chartColors.grid} horizontal={false} />
        <XAxis type="number" allowDecimals={false} stroke={chartColors.ink} fontSize={12} />
        <YAxis type="category" dataKey="label" width={150} stroke={chartColors.ink} fontSize={12} />
        <Tooltip formatter={(value) => [formatCount(Number(value)), 'Anrufe']} />
        <Bar dataKey="calls" name="Anrufe" fill={chartColors.primary} radius={[0, 4, 4, 0]} isAnimationActive={false} />
      </BarChart>
    </ChartCard>
  );
}
