import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { TrendRow, TrendSeries } from './trend-chart.tsx';

/** The drawing of a trend chart (recharts), loaded on demand by trend-chart.tsx. */
export default function TrendChartPlot({ data, series }: { data: TrendRow[]; series: TrendSeries[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart accessibilityLayer={false} data={data} margin={{ left: 0, right: 16, top: 4, bottom: 4 }}>
        <CartesianGrid strokeDasharray="3 3" className="stroke-border" />
        <XAxis dataKey="day" stroke="currentColor" className="text-muted-foreground" tickFormatter={(day: string) => day.slice(5)} />
        <YAxis allowDecimals={false} stroke="currentColor" className="text-muted-foreground" width={40} />
        <Tooltip contentStyle={{ background: 'var(--color-card)', borderColor: 'var(--color-border)', color: 'var(--color-foreground)' }} />
        {series.map((s) => (
          <Line key={s.key} type="linear" dataKey={s.key} name={s.label} stroke={s.color} strokeWidth={2} dot={false} />
        ))}
      </LineChart>
    </ResponsiveContainer>
  );
}
