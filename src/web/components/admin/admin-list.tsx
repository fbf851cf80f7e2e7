import type { ReactNode } from 'react';
import { DataTable, type DataTableColumn, type SortDirection } from '#web/components/ui/data-table.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';

/** What a list needs to know of its query: whether it is still loading and whether it failed. */
export type ListQuery = { isPending: boolean; isError: boolean };

/**
 * What a list shows while its query is loading or after it failed, and its content once there:
 * the one loading placeholder and the one failure line of the admin area.
 */
export function QueryStates({ query, failure, children }: { query: ListQuery; failure: string; children: () => ReactNode }) {
  if (query.isError) return <p role="alert">{failure}</p>;
  if (query.isPending) return <Skeleton className="h-48 w-full" />;
  return <>{children()}</>;
}

/** An admin list: a DataTable of the query's rows, with the loading, failure and empty states. */
export function AdminList<Row>({
  query,
  rows,
  caption,
  columns,
  rowKey,
  empty,
  failure,
  initialSort,
}: {
  query: ListQuery;
  rows: readonly Row[] | undefined;
  caption: string;
  columns: readonly DataTableColumn<Row>[];
  rowKey: (row: Row) => string;
  empty: ReactNode;
  failure: string;
  initialSort?: { key: string; direction: SortDirection };
}) {
  return (
    <QueryStates query={query} failure={failure}>
      {() => <DataTable caption={caption} columns={columns} rows={rows ?? []} rowKey={rowKey} empty={empty} initialSort={initialSort} />}
    </QueryStates>
  );
}
