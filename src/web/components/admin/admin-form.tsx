import { useId, type ReactNode } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Button } from '#web/components/ui/button.tsx';
import { FormActions } from '#web/components/ui/form-actions.tsx';
import { useServerForm, type ServerForm } from '#web/lib/use-server-form.ts';

export type AdminFormProps<Input extends FieldValues, Output extends FieldValues> = {
  /** The form's heading, and its name for screen readers. */
  title: string;
  /** h3 when the form sits in a titled section of its page. */
  headingLevel?: 2 | 3;
  description?: ReactNode;
  /** The shared schema the server parses too (or one piped into it), checked before anything is sent. */
  schema: z.ZodType<Output, Input>;
  defaultValues: DefaultValues<Input>;
  submitLabel: string;
  pendingLabel?: string;
  /** Sends the checked values; a rejection shows the server's field errors on the fields, the rest above the button. */
  onSubmit: (values: Output) => Promise<unknown>;
  /** The toast once the server has taken the values. */
  success?: string | ((result: unknown) => string);
  onCancel?: () => void;
  /** Empties the form again after a save (a form that adds items and stays open). */
  resetOnSuccess?: boolean;
  /** Keeps the submit button off (nothing to act on yet). */
  submitDisabled?: boolean;
  /** Classes of the fields' grid: two columns from a tablet's width unless given. */
  className?: string;
  children: (form: ServerForm<Input, Output>) => ReactNode;
  /** Below the buttons: a hint or the outcome of the last send. */
  footer?: ReactNode;
};

/**
 * The admin area's form (decision 082): a titled card whose fields come from `children`, checked
 * with the shared schema and sent by `useServerForm`, so the server's 400 field errors land on the
 * fields they name; `FormActions` ends it, with Cancel when the form edits something.
 */
export function AdminForm<Input extends FieldValues, Output extends FieldValues>({
  title,
  headingLevel = 2,
  description,
  schema,
  defaultValues,
  submitLabel,
  pendingLabel,
  onSubmit,
  success,
  onCancel,
  resetOnSuccess = false,
  submitDisabled,
  className = 'grid gap-3 sm:grid-cols-2',
  children,
  footer,
}: AdminFormProps<Input, Output>) {
  const form = useServerForm(schema, { defaultValues });
  const headingId = useId();
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const submit = form.submitWith(async (values) => {
    const result = await onSubmit(values);
    if (success) toast.success(typeof success === 'function' ? success(result) : success);
    if (resetOnSuccess) form.reset();
  });
  return (
    <form aria-labelledby={headingId} noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4 rounded-xl border border-border bg-card p-5 shadow-sm">
      <div className="space-y-1">
        <Heading id={headingId} className="text-lg font-semibold">
          {title}
        </Heading>
        {description && <div className="text-sm text-muted-foreground">{description}</div>}
      </div>
      <div className={className}>{children(form)}</div>
      <FormActions label={submitLabel} pendingLabel={pendingLabel} pending={form.pending} disabled={submitDisabled} error={form.formError}>
        {onCancel && (
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </FormActions>
      {footer}
    </form>
  );
}
