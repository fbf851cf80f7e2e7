import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import type { DataTableColumn } from '#web/components/ui/data-table.tsx';
import { AdminList, type ListQuery } from './admin-list.tsx';
import { AdminPage } from './admin-page.tsx';

/** The page's list: `items` names them in lower case ("deals") for its caption, empty line and failure line. */
export type AdminResourceList<Row> = {
  query: ListQuery;
  rows: readonly Row[] | undefined;
  items: string;
  columns: readonly DataTableColumn<Row>[];
};

/** What an item's form is given: the row it edits (null: a new item), the call that saves its values, and a Cancel while editing. */
export type AdminEditorProps<Row, Values> = { row: Row | null; send: (values: Values) => Promise<void>; onCancel?: () => void };

const VERBS = { add: ['Add', 'Adding…', 'added'], create: ['Create', 'Creating…', 'created'] } as const;

/**
 * The `AdminForm` props an item's form takes from its editor: its buttons and toast ("Save",
 * "Saving…", "Deal saved" while editing; "Add deal", "Adding…", "Deal added" for a new one), its
 * save and its Cancel. `item` is the kind's name with a capital ("Deal").
 */
export function editorActions<Row, Values>({ row, send, onCancel }: AdminEditorProps<Row, Values>, item: string, verb: keyof typeof VERBS) {
  const [label, pending, done] = VERBS[verb];
  return {
    submitLabel: row ? 'Save' : `${label} ${item.toLowerCase()}`,
    pendingLabel: row ? 'Saving…' : pending,
    success: `${item} ${row ? 'saved' : done}`,
    onSubmit: send,
    onCancel,
  };
}

/**
 * An admin page for one kind of item (deals, events, quests): its header, the form (an
 * `AdminForm`, `form`) that adds an item, or edits the row whose Edit was pressed, and the
 * list of items with an Edit button and the page's own actions on each row. After a save the form
 * goes back to adding, empty again. A page gives only its columns, its form and its API calls.
 */
export function AdminResourcePage<Row extends { id: string }, Values>({
  title,
  intro,
  list,
  rowName,
  form: Form,
  save,
  rowActions,
}: {
  title: ReactNode;
  intro?: ReactNode;
  list: AdminResourceList<Row>;
  /** The row's name in its Edit button ("Edit Acme: 50% off"). */
  rowName: (row: Row) => string;
  form: (props: AdminEditorProps<Row, Values>) => ReactNode;
  /** Adds an item (`row` null) or changes `row`; the form closes once it has. */
  save: (row: Row | null, values: Values) => Promise<unknown>;
  rowActions?: (row: Row) => ReactNode;
}) {
  const [editing, setEditing] = useState<Row | null>(null);
  const [added, setAdded] = useState(0);
  const panel = useRef<HTMLDivElement>(null);
  const editingKey = editing === null ? null : editing.id;
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
        <div key={editingKey === null ? `new:${added}` : `edit:${editingKey}`}>
          <Form
            row={editing}
            onCancel={editing === null ? undefined : done}
            send={async (values) => {
              await save(editing, values);
              done();
            }}
          />
        </div>
      </div>
      <AdminList
        query={list.query}
        rows={list.rows}
        caption={list.items.charAt(0).toUpperCase() + list.items.slice(1)}
        columns={columns}
        rowKey={(row) => row.id}
        empty={`No ${list.items} yet.`}
        failure={`The ${list.items} could not be loaded. Please try again.`}
      />
    </AdminPage>
  );
}
