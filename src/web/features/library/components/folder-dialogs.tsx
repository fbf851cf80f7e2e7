import type { UseFormReturn } from 'react-hook-form';
import { folderNameSchema } from '#shared/schemas/library.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '#web/components/ui/dialog.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { FormActions } from '#web/components/ui/form-actions.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useServerForm } from '#web/lib/use-server-form.ts';

type Folder = { id: string; name: string };

/**
 * Runs a change of a folder's name; a name already in use (the server's 409) is shown under the
 * name field. Resolves to whether the change went through; any other failure is the form's.
 */
export async function showConflictOn(form: Pick<UseFormReturn<{ name: string }>, 'setError' | 'setFocus'>, change: () => Promise<unknown>): Promise<boolean> {
  try {
    await change();
    return true;
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 409)) throw error;
    form.setError('name', { type: 'server', message: error.message });
    form.setFocus('name');
    return false;
  }
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
  const form = useServerForm(folderNameSchema, { defaultValues: { name: folder.name }, failure: 'Failed to rename the folder. Please try again.' });
  const submit = form.submitWith(async ({ name }) => {
    if (name === folder.name || (await showConflictOn(form, () => rename(folder.id, name)))) onClose();
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
      <DialogTitle className="text-lg font-semibold">Rename folder</DialogTitle>
      <DialogDescription className="text-sm text-muted-foreground">Give &ldquo;{folder.name}&rdquo; a new name.</DialogDescription>
      <Field label="Folder name" error={form.formState.errors.name?.message}>
        {(control) => <Input {...control} autoFocus {...form.register('name')} />}
      </Field>
      <FormActions label="Save" pendingLabel="Saving..." pending={form.pending} error={form.formError} align="end">
        <DialogClose asChild>
          <Button type="button" variant="outline">
            Cancel
          </Button>
        </DialogClose>
      </FormActions>
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
