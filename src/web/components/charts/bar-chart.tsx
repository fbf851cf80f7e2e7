import { lazy, Suspense } from 'react';

// The drawing library comes on demand: the caption, the box (its size fixed, so nothing moves) and
// the figures' table are drawn at once, by the server too.
const BarChartPlot = lazy(() => import('./bar-chart-plot.tsx'));

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
        <Suspense fallback={null}>
          <BarChartPlot data={data} valueLabel={valueLabel} />
        </Suspense>
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
