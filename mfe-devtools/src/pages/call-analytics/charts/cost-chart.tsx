import { Area, AreaChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import type { DayPoint } from '../stats/call-stats';
import { formatDay, formatDollars } from '../stats/format';
import { ChartCard, chartColors } from './chart-card';

export function CostChart({ points }: { readonly points: readonly DayPoint[] }) {
  const total = points.reduce((sum, point) => sum + point.costUsd, 0);
  return (
    <ChartCard title="Kosten im Zeitverlauf" summary={`Kosten pro Tag in US-Dollar, zusammen ${formatDollars(total)}.`}>
      <AreaChart data={[...points]} margin={{ top: 8, right: 8, bottom: 0, left: -8 }}>
        <CartesianGrid stroke={chartColors.grid} vertical={false} />
        <XAxis dataKey="day" tickFormatter={formatDay} stroke={chartColors.ink} fontSize={12} minTickGap={16} />
        <YAxis stroke={chartColors.ink} fontSize={12} tickFormatter={(value: number) => `${value} $`} />
        <Tooltip
          labelFormatter={(day) => (typeof day === 'string' ? formatDay(day) : day)}
          formatter={(value) => [formatDollars(Number(value)), 'Kosten']}
        />
        <Area
          type="monotone"
          dataKey="costUsd"
          name="Kosten"
          stroke={chartColors.primary}
          fill={chartColors.primary}
          fillOpacity={0.15}
          isAnimationActive={false}
        />
      </AreaChart>
    </ChartCard>
  );
}
