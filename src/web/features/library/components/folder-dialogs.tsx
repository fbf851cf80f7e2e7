import { useId, useState, type FormEvent } from 'react';
import { folderNameSchema } from '#shared/schemas/library.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '#web/components/ui/dialog.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { ApiError } from '#web/lib/api-client.ts';

type Folder = { id: string; name: string };

/** The server's words for a refusal it explains (a 4xx), else the fallback. */
const messageOf = (error: unknown, fallback: string) => (error instanceof ApiError && error.status < 500 ? error.message : fallback);

/** The folder name's rule on the page, in the server's words (empty, too long). */
export function folderNameError(name: string): string | null {
  const parsed = folderNameSchema.safeParse({ name });
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}

/**
 * "Rename folder": a dialog with the name field; the name's rule is checked before sending and
 * the server's refusal (a name already used) is shown under the field. Enter saves, Escape closes.
 */
export function RenameFolderDialog({
  folder,
  onClose,
  rename,
}: {
  folder: Folder | null;
  onClose: () => void;
  rename: (id: string, name: string) => Promise<unknown>;
}) {
  return (
    <Dialog open={folder !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>{folder && <RenameForm key={folder.id} folder={folder} onClose={onClose} rename={rename} />}</DialogContent>
    </Dialog>
  );
}

function RenameForm({ folder, onClose, rename }: { folder: Folder; onClose: () => void; rename: (id: string, name: string) => Promise<unknown> }) {
  const [name, setName] = useState(folder.name);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = folderNameError(name);
    if (invalid) return setError(invalid);
    if (name.trim() === folder.name) return onClose();
    setBusy(true);
    try {
      await rename(folder.id, name.trim());
      onClose();
    } catch (e) {
      setError(messageOf(e, 'Failed to rename the folder. Please try again.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-4">
      <DialogTitle className="text-lg font-semibold">Rename folder</DialogTitle>
      <DialogDescription className="text-sm text-muted-foreground">Give &ldquo;{folder.name}&rdquo; a new name.</DialogDescription>
      <div className="grid gap-2">
        <Label htmlFor={id}>Folder name</Label>
        <Input
          id={id}
          value={name}
          autoFocus
          onChange={(e) => {
            setName(e.target.value);
            setError(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {error && (
          <p id={`${id}-error`} role="alert" className="text-sm text-red-600 dark:text-red-400">
            {error}
          </p>
        )}
      </div>
      <div className="flex justify-end gap-2">
        <DialogClose asChild>
          <Button type="button" variant="outline">
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </form>
  );
}

/** "Delete folder": asks first and says the folder's bookmarks stay, unfiled. */
export function DeleteFolderDialog({
  folder,
  onClose,
  remove,
}: {
  folder: Folder | null;
  onClose: () => void;
  remove: (id: string) => Promise<unknown>;
}) {
  return (
    <ConfirmDialog
      open={folder !== null}
      onOpenChange={(open) => !open && onClose()}
      title={<>Delete the folder &ldquo;{folder?.name}&rdquo;?</>}
      description="Its bookmarks stay, unfiled."
      confirmLabel="Delete folder"
      busyLabel="Deleting..."
      destructive
      failureMessage="Failed to delete the folder. Please try again."
      onConfirm={async () => {
        if (folder) await remove(folder.id);
      }}
    />
  );
}
