import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import type { DataTableColumn } from '#web/components/ui/data-table.tsx';
import { AdminList, type ListQuery } from './admin-list.tsx';
import { AdminPage } from './admin-page.tsx';

export type AdminResourceList<Row> = {
  query: ListQuery;
  rows: readonly Row[] | undefined;
  caption: string;
  columns: readonly DataTableColumn<Row>[];
  rowKey: (row: Row) => string;
  empty: ReactNode;
  failure: string;
};

/**
 * An admin page for one kind of item (deals, events, quests): its header, the form (an
 * `AdminForm` from `editor`) that adds an item, or edits the row whose Edit was pressed, and the
 * list of items with an Edit button and the page's own actions on each row. After a save the form
 * goes back to adding, empty again. A page gives only its columns, its form and its API calls.
 */
export function AdminResourcePage<Row>({
  title,
  intro,
  list,
  rowName,
  editor,
  rowActions,
}: {
  title: ReactNode;
  intro?: ReactNode;
  list: AdminResourceList<Row>;
  /** The row's name in its Edit button ("Edit Acme: 50% off"). */
  rowName: (row: Row) => string;
  /** The form for a new item (`row` null) or for `row`; `done` closes it after a save or a Cancel. */
  editor: (row: Row | null, done: () => void) => ReactNode;
  rowActions?: (row: Row) => ReactNode;
}) {
  const [editing, setEditing] = useState<Row | null>(null);
  const [added, setAdded] = useState(0);
  const panel = useRef<HTMLDivElement>(null);
  const editingKey = editing === null ? null : list.rowKey(editing);
  useEffect(() => {
    if (editingKey === null) return;
    panel.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
    panel.current?.querySelector<HTMLElement>('input, textarea, select')?.focus({ preventScroll: true });
  }, [editingKey]);

  const done = () => {
    setEditing(null);
    setAdded((count) => count + 1);
  };
  const columns: DataTableColumn<Row>[] = [
    ...list.columns,
    {
      key: 'actions',
      header: 'Actions',
      hideHeader: true,
      className: 'text-right',
      cell: (row) => (
        <div className="flex flex-wrap justify-end gap-2">
          <Button size="sm" variant="outline" aria-label={`Edit ${rowName(row)}`} onClick={() => setEditing(row)}>
            Edit
          </Button>
          {rowActions?.(row)}
        </div>
      ),
    },
  ];

  return (
    <AdminPage title={title} intro={intro}>
      <div ref={panel} className="scroll-mt-20">
        <div key={editingKey === null ? `new:${added}` : `edit:${editingKey}`}>{editor(editing, done)}</div>
      </div>
      <AdminList query={list.query} rows={list.rows} caption={list.caption} columns={columns} rowKey={list.rowKey} empty={list.empty} failure={list.failure} />
    </AdminPage>
  );
}
