import { format } from 'date-fns';
import { Bell, Folder, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { BookmarkItem, ReminderChoice } from '#shared/schemas/library.ts';
import { Button } from '#web/components/ui/button.tsx';
import { InlineError } from '#web/components/ui/inline-error.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { ChoiceOptions, Select } from '#web/components/ui/select.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useBookmarkLibrary, useCreateFolder, useDeleteBookmark, useDeleteFolder, useRenameFolder, useUpdateBookmark } from '../api/library.ts';
import { DeleteFolderDialog, RenameFolderDialog } from './folder-dialogs.tsx';
import { NewFolderForm } from './new-folder-form.tsx';
import { ListOrEmpty } from '#web/components/ui/list-or-empty.tsx';

const ALL = 'all';
const UNFILED = 'unfiled';
const fail = (error: unknown, fallback: string) => toast.error(error instanceof ApiError && error.status < 500 ? error.message : fallback);

/** The dashboard's bookmarks tab: folders (create, rename, delete), moving bookmarks, reminders. */
export function BookmarkLibrary() {
  const library = useBookmarkLibrary();
  const [shown, setShown] = useState<string>(ALL);
  const createFolder = useCreateFolder();
  const renameFolder = useRenameFolder();
  const deleteFolder = useDeleteFolder();
  const [dialog, setDialog] = useState<{ kind: 'rename' | 'delete'; folder: { id: string; name: string } } | null>(null);

  if (library.isPending) return <Spinner label="Loading bookmarks..." />;
  if (library.isError) return <InlineError>Failed to load bookmarks. Please try again.</InlineError>;
  const { folders, items } = library.data;
  if (items.length === 0 && folders.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-border p-8 text-center">
        <p className="mb-4 text-muted-foreground">No bookmarks yet.</p>
        <Button asChild>
          <Link to="/">Explore Content</Link>
        </Button>
      </div>
    );
  }
  const current = folders.find((f) => f.id === shown);
  const visible = items.filter((i) => shown === ALL || (shown === UNFILED ? i.folderId === null : i.folderId === shown));

  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Folders">
        {[{ id: ALL, name: 'All', count: items.length }, { id: UNFILED, name: 'Unfiled', count: items.filter((i) => !i.folderId).length }, ...folders].map((f) => (
          <Button key={f.id} size="sm" variant={shown === f.id ? 'default' : 'outline'} aria-pressed={shown === f.id} onClick={() => setShown(f.id)}>
            {f.id !== ALL && f.id !== UNFILED && <Folder aria-hidden="true" />}
            {f.name} <span className="text-xs opacity-75">{f.count}</span>
          </Button>
        ))}
      </div>
      <NewFolderForm create={(name) => createFolder.mutateAsync(name)} />
      {current && (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="outline" onClick={() => setDialog({ kind: 'rename', folder: current })}>
            Rename folder
          </Button>
          <Button size="sm" variant="outline" onClick={() => setDialog({ kind: 'delete', folder: current })}>
            Delete folder
          </Button>
        </div>
      )}
      <RenameFolderDialog
        folder={dialog?.kind === 'rename' ? dialog.folder : null}
        onClose={() => setDialog(null)}
        rename={(id, name) => renameFolder.mutateAsync({ id, name })}
      />
      <DeleteFolderDialog
        folder={dialog?.kind === 'delete' ? dialog.folder : null}
        onClose={() => setDialog(null)}
        remove={async (id) => {
          await deleteFolder.mutateAsync(id);
          setShown(ALL);
        }}
      />
      <ListOrEmpty items={visible} empty="No bookmarks in this folder." className="grid grid-cols-1 gap-2">
        {(item) => (
          <BookmarkRow key={item.id} item={item} folders={folders} />
        )}
      </ListOrEmpty>
    </div>
  );
}

const REMINDER_OPTIONS = [
  { value: '', label: 'No reminder' },
  { value: '3_days', label: 'In 3 days' },
  { value: '2_weeks', label: 'In 2 weeks' },
  { value: 'date', label: 'On a date...' },
] as const;

function BookmarkRow({ item, folders }: { item: BookmarkItem; folders: { id: string; name: string }[] }) {
  const update = useUpdateBookmark();
  const remove = useDeleteBookmark();
  const [choosingDate, setChoosingDate] = useState(false);
  const [tomorrow] = useState(() => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10));
  const setReminder = (reminder: ReminderChoice | null) =>
    update.mutate(
      { id: item.id, reminder },
      { onSuccess: () => reminder && toast.success('Reminder set'), onError: (e) => fail(e, 'Failed to set the reminder. Please try again.') },
    );

  return (
    <li className="grid grid-cols-1 gap-2 rounded-lg border border-border p-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <Link to={item.href} className="font-medium hover:underline">
            {item.title}
          </Link>
          <p className="text-xs text-muted-foreground">
            {item.kind === 'case_study' ? 'Case Study' : 'Tactic'}
            {item.regionTags.length > 0 && ` · ${item.regionTags.join(', ')}`}
            {item.category && ` · ${item.category}`}
          </p>
          {item.remindAt && (
            <p className="mt-1 inline-flex items-center gap-1 text-xs text-brand-700 dark:text-brand-200">
              <Bell className="size-3" aria-hidden="true" /> Reminder {format(new Date(item.remindAt), 'MMM d, yyyy')}
            </p>
          )}
        </div>
        <Button
          size="icon"
          variant="ghost"
          aria-label={`Remove ${item.title} from bookmarks`}
          onClick={() =>
            remove.mutate(item.id, {
              onSuccess: () => toast.success('Removed', { description: 'Content removed from bookmarks.' }),
              onError: () => toast.error('Failed to remove bookmark. Please try again.'),
            })
          }
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
      <div className="flex flex-wrap gap-2">
        <Select
          aria-label={`Folder for ${item.title}`}
          value={item.folderId ?? ''}
          onChange={(e) => update.mutate({ id: item.id, folderId: e.target.value || null }, { onError: (err) => fail(err, 'Failed to move the bookmark. Please try again.') })}
          className="h-9 w-auto px-2"
        >
          <option value="">Unfiled</option>
          {folders.map((f) => (
            <option key={f.id} value={f.id}>
              {f.name}
            </option>
          ))}
        </Select>
        <Select
          aria-label={`Reminder for ${item.title}`}
          value=""
          onChange={(e) => {
            const v = e.target.value;
            if (v === 'date') setChoosingDate(true);
            else if (v === '3_days' || v === '2_weeks') setReminder({ preset: v });
            else if (item.remindAt) setReminder(null);
          }}
          className="h-9 w-auto px-2"
        >
          <option value="" disabled hidden>
            {item.remindAt ? 'Change reminder' : 'Remind me...'}
          </option>
          <ChoiceOptions choices={REMINDER_OPTIONS} />
        </Select>
        {choosingDate && (
          <Input
            type="date"
            aria-label={`Reminder date for ${item.title}`}
            className="h-9 w-auto"
            min={tomorrow}
            onChange={(e) => {
              if (e.target.value) {
                setReminder({ date: e.target.value });
                setChoosingDate(false);
              }
            }}
          />
        )}
      </div>
    </li>
  );
}
