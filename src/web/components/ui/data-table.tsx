import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';

export type SortDirection = 'ascending' | 'descending';

export type DataTableColumn<Row> = {
  /** Unique among the table's columns; names the column in `initialSort`. */
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** The value rows are ordered by when the reader sorts by this column; without it the column does not sort. */
  sortValue?: (row: Row) => string | number;
  /** The cell that names its row (a `th` with `scope="row"`): the first column, usually. */
  rowHeader?: boolean;
  /** Keeps the header for screen readers only (an actions column). */
  hideHeader?: boolean;
  className?: string;
};

const compare = (a: string | number, b: string | number) => (typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b), 'en-US', { numeric: true }));

/**
 * A table of rows: a caption (for screen readers unless shown), one header per column, sortable
 * columns whose header is a button and carries aria-sort, and the `empty` text in place of the
 * table when there is no row. On a narrow screen the table scrolls sideways inside a focusable,
 * named region, so every column stays readable at 360 px.
 */
export function DataTable<Row>({
  caption,
  showCaption = false,
  columns,
  rows,
  rowKey,
  empty,
  initialSort,
  className,
}: {
  caption: string;
  showCaption?: boolean;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  empty: ReactNode;
  initialSort?: { key: string; direction: SortDirection };
  className?: string;
}) {
  const [sort, setSort] = useState(initialSort ?? null);
  if (rows.length === 0) return <div className={cn('rounded-xl border border-dashed border-border p-6 text-center text-sm text-muted-foreground', className)}>{empty}</div>;

  const sortColumn = sort ? columns.find((column) => column.key === sort.key && column.sortValue) : undefined;
  const ordered = sortColumn?.sortValue
    ? [...rows].sort((a, b) => compare(sortColumn.sortValue!(a), sortColumn.sortValue!(b)) * (sort?.direction === 'descending' ? -1 : 1))
    : rows;
  const sortBy = (key: string) => setSort((current) => ({ key, direction: current?.key === key && current.direction === 'ascending' ? 'descending' : 'ascending' }));

  return (
    // Relative, so the visually hidden caption and headers (positioned absolutely) are clipped by the scroll too.
    <div role="region" aria-label={caption} tabIndex={0} className={cn('relative overflow-x-auto rounded-xl border border-border focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none', className)}>
      <table className="w-full text-left text-sm">
        <caption className={showCaption ? 'px-4 pt-3 text-left font-medium' : 'sr-only'}>{caption}</caption>
        <thead className="bg-muted/60">
          <tr>
            {columns.map((column) => {
              const direction = sort?.key === column.key ? sort.direction : undefined;
              return (
                <th key={column.key} scope="col" aria-sort={column.sortValue ? (direction ?? 'none') : undefined} className={cn('px-4 py-3 text-left font-semibold whitespace-nowrap', column.className)}>
                  {column.hideHeader ? (
                    <span className="sr-only">{column.header}</span>
                  ) : column.sortValue ? (
                    <button type="button" onClick={() => sortBy(column.key)} className="inline-flex items-center gap-1 rounded hover:underline focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none">
                      {column.header}
                      {direction === 'ascending' ? <ArrowUp className="size-3.5" aria-hidden="true" /> : direction === 'descending' ? <ArrowDown className="size-3.5" aria-hidden="true" /> : <ArrowUpDown className="size-3.5 opacity-50" aria-hidden="true" />}
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {ordered.map((row) => (
            <tr key={rowKey(row)} className="border-t border-border align-top">
              {columns.map((column) =>
                column.rowHeader ? (
                  <th key={column.key} scope="row" className={cn('px-4 py-3 text-left font-medium', column.className)}>
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.key} className={cn('px-4 py-3', column.className)}>
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
