import { Link } from 'react-router';
import type { ContentPerformance } from '#shared/schemas/analytics.ts';

export const number = new Intl.NumberFormat('en-US');
export const percent = (value: number | null) => (value === null ? '—' : `${value}%`);
const KIND_LABELS: Record<string, string> = { case_study: 'Case study', tactic: 'Tactic', idea: 'Idea', course: 'Course' };

/** Content items with their views and engagement (and conversion, where the page shows it), as both analytics pages list them. */
export function ContentTable({ items, withConversion = false }: { items: ContentPerformance['items']; withConversion?: boolean }) {
  if (items.length === 0) return <p className="px-5 pb-5 text-sm text-muted-foreground">No content was viewed in this range.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <thead className="bg-muted/50 text-left text-muted-foreground">
          <tr>
            <th scope="col" className="px-4 py-2 font-medium">Content</th>
            <th scope="col" className="px-4 py-2 text-right font-medium">Views</th>
            <th scope="col" className="px-4 py-2 text-right font-medium">Engagement rate</th>
            {withConversion && <th scope="col" className="px-4 py-2 text-right font-medium">Conversion</th>}
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={`${item.kind}-${item.id}`} className="border-t border-border">
              <th scope="row" className="max-w-64 px-4 py-2 text-left font-medium">
                <span className="block text-xs font-normal text-muted-foreground">{KIND_LABELS[item.kind] ?? item.kind}</span>
                {item.href ? (
                  <Link to={item.href} className="hover:underline">
                    {item.title}
                  </Link>
                ) : (
                  item.title
                )}
              </th>
              <td className="px-4 py-2 text-right tabular-nums">{number.format(item.views)}</td>
              <td className="px-4 py-2 text-right tabular-nums">{percent(item.engagementRate)}</td>
              {withConversion && <td className="px-4 py-2 text-right tabular-nums">{percent(item.conversionRate)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="px-4 py-2 text-xs text-muted-foreground">
        Rates are shares of an item&apos;s readers (browser tabs that opened it in the range): those who engaged with it
        {withConversion ? ', and those who clicked on from its page' : ''}.
      </p>
    </div>
  );
}
