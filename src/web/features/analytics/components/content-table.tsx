import { Link } from 'react-router';
import type { ContentPerformance } from '#shared/schemas/analytics.ts';
import { DataTable, type DataTableColumn } from '#web/components/ui/data-table.tsx';

export const number = new Intl.NumberFormat('en-US');
export const percent = (value: number | null) => (value === null ? '—' : `${value}%`);
const KIND_LABELS: Record<string, string> = { case_study: 'Case study', tactic: 'Tactic', idea: 'Idea', course: 'Course' };

type Item = ContentPerformance['items'][number];

const CONTENT: DataTableColumn<Item> = {
  key: 'content',
  header: 'Content',
  rowHeader: true,
  className: 'max-w-64',
  cell: (item) => (
    <>
      <span className="block text-xs font-normal text-muted-foreground">{KIND_LABELS[item.kind] ?? item.kind}</span>
      {item.href ? (
        <Link to={item.href} className="hover:underline">
          {item.title}
        </Link>
      ) : (
        item.title
      )}
    </>
  ),
};
const VIEWS: DataTableColumn<Item> = { key: 'views', header: 'Views', className: 'text-right tabular-nums', cell: (item) => number.format(item.views), sortValue: (item) => item.views };
const ENGAGEMENT: DataTableColumn<Item> = { key: 'engagement', header: 'Engagement rate', className: 'text-right tabular-nums', cell: (item) => percent(item.engagementRate), sortValue: (item) => item.engagementRate ?? -1 };
const CONVERSION: DataTableColumn<Item> = { key: 'conversion', header: 'Conversion', className: 'text-right tabular-nums', cell: (item) => percent(item.conversionRate), sortValue: (item) => item.conversionRate ?? -1 };

/** Content items with their views and engagement (and conversion, where the page shows it), as both analytics pages list them. */
export function ContentTable({ caption, items, withConversion = false }: { caption: string; items: ContentPerformance['items']; withConversion?: boolean }) {
  if (items.length === 0) return <p className="px-5 pb-5 text-sm text-muted-foreground">No content was viewed in this range.</p>;
  return (
    <div>
      <DataTable
        caption={caption}
        className="rounded-none border-x-0 border-b-0"
        rows={items}
        rowKey={(item) => `${item.kind}-${item.id}`}
        empty="No content was viewed in this range."
        columns={withConversion ? [CONTENT, VIEWS, ENGAGEMENT, CONVERSION] : [CONTENT, VIEWS, ENGAGEMENT]}
      />
      <p className="px-4 py-2 text-xs text-muted-foreground">
        Rates are shares of an item&apos;s readers (browser tabs that opened it in the range): those who engaged with it
        {withConversion ? ', and those who clicked on from its page' : ''}.
      </p>
    </div>
  );
}
