import type { ComponentProps } from 'react';
import { z } from 'zod';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { serverFieldErrors, useServerForm } from '#web/lib/use-server-form.ts';

/** The reason a confirmation asks for (for the author, for the poster), checked by its own rule. */
export type ConfirmReason = { label: string; schema: z.ZodType<string, string>; required?: boolean; maxLength?: number; rows?: number; className?: string };

/**
 * A `ConfirmDialog` that asks for a reason, built on the shared form hook: a reason its rule or
 * the server refuses is shown on its field (and the dialog stays open), and `onConfirm` receives
 * it as the rule returns it (trimmed). A file of its own, so the pages whose confirmations ask
 * nothing do not load the form code.
 */
export function ConfirmWithReason({
  reason,
  onConfirm,
  onOpenChange,
  ...dialog
}: Omit<ComponentProps<typeof ConfirmDialog>, 'onConfirm' | 'children'> & { reason: ConfirmReason; onConfirm: (reason: string) => Promise<boolean | void> | boolean | void }) {
  const form = useServerForm(z.object({ reason: reason.schema }), { defaultValues: { reason: '' } });
  const confirm = async () => {
    let given: string | null = null;
    await form.handleSubmit((values) => {
      given = values.reason;
    })();
    if (given === null) return false;
    try {
      return await onConfirm(given);
    } catch (error) {
      const refused = serverFieldErrors(error, ['reason']).reason;
      if (!refused) throw error;
      form.setError('reason', { type: 'server', message: refused });
      form.setFocus('reason');
      return false;
    }
  };
  return (
    <ConfirmDialog
      {...dialog}
      onOpenChange={(open) => {
        if (!open) form.reset();
        onOpenChange(open);
      }}
      onConfirm={confirm}
    >
      <Field label={reason.label} required={reason.required} error={form.formState.errors.reason?.message}>
        {(control) => <Textarea {...control} rows={reason.rows} maxLength={reason.maxLength} className={reason.className} {...form.register('reason')} />}
      </Field>
    </ConfirmDialog>
  );
}
