import { useId } from 'react';
import { folderNameSchema } from '#shared/schemas/library.ts';
import { FormActions } from '#web/components/ui/form-actions.tsx';
import { InlineError } from '#web/components/ui/inline-error.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { useServerForm } from '#web/lib/use-server-form.ts';
import { showConflictOn } from './folder-dialogs.tsx';

/** "Create folder" beside the folder list: the name's rule and the server's refusal (a name in use) under the field. */
export function NewFolderForm({ create }: { create: (name: string) => Promise<unknown> }) {
  const id = useId();
  const form = useServerForm(folderNameSchema, { defaultValues: { name: '' }, failure: 'Failed to create the folder. Please try again.' });
  const error = form.formState.errors.name?.message ?? form.formError;
  const submit = form.submitWith(async ({ name }) => {
    if (await showConflictOn(form, () => create(name))) form.reset();
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid grid-cols-1 gap-1">
      <div className="flex flex-wrap items-start gap-2">
        <Input
          aria-label="New folder name"
          placeholder="New folder name"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="w-auto min-w-0 flex-1 sm:max-w-xs"
          {...form.register('name')}
        />
        <FormActions label="Create folder" variant="outline" pending={form.pending} />
      </div>
      {error && <InlineError id={`${id}-error`}>{error}</InlineError>}
    </form>
  );
}
