import { Bar, BarChart as Chart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ChartDatum } from './bar-chart.tsx';

/** The drawing of a bar chart (recharts), loaded on demand by bar-chart.tsx. */
export default function BarChartPlot({ data, valueLabel }: { data: ChartDatum[]; valueLabel: string }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <Chart accessibilityLayer={false} data={data} layout="vertical" margin={{ left: 8, right: 16, top: 4, bottom: 4 }}>
        <CartesianGrid horizontal={false} strokeDasharray="3 3" className="stroke-border" />
        <XAxis type="number" allowDecimals={false} stroke="currentColor" className="text-muted-foreground" />
        <YAxis type="category" dataKey="label" width={120} stroke="currentColor" className="text-muted-foreground" tick={{ fontSize: 12 }} />
        <Tooltip cursor={{ fillOpacity: 0.1 }} contentStyle={{ background: 'var(--color-card)', borderColor: 'var(--color-border)', color: 'var(--color-foreground)' }} />
        <Bar dataKey="value" name={valueLabel} fill="var(--color-brand-500)" radius={[0, 4, 4, 0]} />
      </Chart>
    </ResponsiveContainer>
  );
}
