import { Bar, BarChart as Chart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export type ChartDatum = { label: string; value: number };

/**
 * A horizontal bar chart with its figures as a table for screen readers (the drawing is hidden
 * from them), so every chart has a text alternative.
 */
export function BarChart({ data, caption, valueLabel }: { data: ChartDatum[]; caption: string; valueLabel: string }) {
  const height = Math.max(160, data.length * 32 + 40);
  return (
    <figure className="flex flex-col gap-2">
      <figcaption className="text-sm font-medium text-muted-foreground">{caption}</figcaption>
      <div aria-hidden="true" style={{ height }} className="w-full text-xs">
        <ResponsiveContainer width="100%" height="100%">
          <Chart accessibilityLayer={false} data={data} layout="vertical" margin={{ left: 8, right: 16, top: 4, bottom: 4 }}>
            <CartesianGrid horizontal={false} strokeDasharray="3 3" className="stroke-border" />
            <XAxis type="number" allowDecimals={false} stroke="currentColor" className="text-muted-foreground" />
            <YAxis type="category" dataKey="label" width={120} stroke="currentColor" className="text-muted-foreground" tick={{ fontSize: 12 }} />
            <Tooltip cursor={{ fillOpacity: 0.1 }} contentStyle={{ background: 'var(--color-card)', borderColor: 'var(--color-border)', color: 'var(--color-foreground)' }} />
            <Bar dataKey="value" name={valueLabel} fill="var(--color-brand-500)" radius={[0, 4, 4, 0]} />
          </Chart>
        </ResponsiveContainer>
      </div>
      <FigureTable data={data} caption={caption} valueLabel={valueLabel} />
    </figure>
  );
}

/** The chart's figures, read by screen readers instead of the drawing. */
export function FigureTable({ data, caption, valueLabel }: { data: ChartDatum[]; caption: string; valueLabel: string }) {
  // Wrapped: a table is never narrower than its content, so sr-only on the table itself would widen the page.
  return (
    <div className="sr-only">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">{valueLabel}</th>
          </tr>
        </thead>
        <tbody>
          {data.map((d) => (
            <tr key={d.label}>
              <th scope="row">{d.label}</th>
              <td>{d.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
