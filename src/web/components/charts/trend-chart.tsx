import { lazy, Suspense } from 'react';

export type TrendSeries = { key: string; label: string; color: string };
export type TrendRow = { day: string } & Record<string, number | string>;

// The drawing library comes on demand: the caption, the legend, the box (its size fixed, so nothing
// moves) and the figures' table are drawn at once.
const TrendChartPlot = lazy(() => import('./trend-chart-plot.tsx'));

/** Daily figures as lines, with the same figures as a table for screen readers. */
export function TrendChart({ data, series, caption }: { data: TrendRow[]; series: TrendSeries[]; caption: string }) {
  return (
    <figure className="flex flex-col gap-2">
      <figcaption className="text-sm font-medium text-muted-foreground">{caption}</figcaption>
      {/* Which line is which; screen readers have the table's column headings instead. */}
      <ul aria-hidden="true" className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
        {series.map((s) => (
          <li key={s.key} className="flex items-center gap-1.5">
            <span className="inline-block h-0.5 w-4 rounded-full" style={{ background: s.color }} />
            {s.label}
          </li>
        ))}
      </ul>
      <div aria-hidden="true" className="h-64 w-full text-xs">
        <Suspense fallback={null}>
          <TrendChartPlot data={data} series={series} />
        </Suspense>
      </div>
      {/* The table is wrapped: a table is never narrower than its content, so sr-only on it would widen the page. */}
      <div className="sr-only">
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              {series.map((s) => (
                <th key={s.key} scope="col">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.map((row) => (
              <tr key={row.day}>
                <th scope="row">{row.day}</th>
                {series.map((s) => (
                  <td key={s.key}>{row[s.key]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
