import { useMemo, type ReactNode } from 'react';
import { z } from 'zod';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '#web/components/ui/dialog.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { InlineError } from '#web/components/ui/inline-error.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { useServerForm } from '#web/lib/use-server-form.ts';

const FAILED = 'Something went wrong. Please try again.';

/** A reason asked with the confirmation (for the author, for the poster), checked by its own rule. */
export type ConfirmReason = { label: string; schema: z.ZodType<string, string>; required?: boolean; maxLength?: number; rows?: number; className?: string };

const NO_REASON = z.object({ reason: z.string() });

/**
 * Asks before an action that cannot be taken back. `onConfirm` runs while the button shows it is
 * busy; the dialog closes when it resolves (unless it resolves to `false`) and shows what went
 * wrong when it throws, staying open for another try: the server's words for a refusal, the
 * `failureMessage` for anything else. With `reason`, the dialog asks for one: `onConfirm` gets it
 * as its rule returns it (trimmed), and a reason the rule or the server refuses is shown on it.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  busyLabel,
  cancelLabel = 'Cancel',
  destructive = false,
  failureMessage = FAILED,
  reason,
  onConfirm,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  /** The confirm button's words while the action runs. */
  busyLabel?: string;
  cancelLabel?: string;
  destructive?: boolean;
  failureMessage?: string;
  reason?: ConfirmReason;
  onConfirm: (reason: string) => Promise<boolean | void> | boolean | void;
  /** More to show, between the description and the buttons. */
  children?: ReactNode;
}) {
  const reasonSchema = reason?.schema;
  const schema = useMemo(() => (reasonSchema ? z.object({ reason: reasonSchema }) : NO_REASON), [reasonSchema]);
  const form = useServerForm(schema, { defaultValues: { reason: '' }, failure: failureMessage });
  const change = (next: boolean) => {
    if (!next) {
      form.reset();
      form.setFormError(null);
    }
    onOpenChange(next);
  };
  const confirm = form.submitWith(async (values) => {
    if ((await onConfirm(values.reason)) !== false) change(false);
  });
  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent role="alertdialog">
        <DialogTitle className="text-lg font-semibold">{title}</DialogTitle>
        <DialogDescription className="text-sm text-muted-foreground">{description}</DialogDescription>
        {children}
        {reason && (
          <Field label={reason.label} required={reason.required} error={form.formState.errors.reason?.message}>
            {(control) => <Textarea {...control} rows={reason.rows} maxLength={reason.maxLength} className={reason.className} {...form.register('reason')} />}
          </Field>
        )}
        {form.formError && <InlineError>{form.formError}</InlineError>}
        <div className="flex flex-wrap justify-end gap-2">
          <DialogClose asChild>
            <Button variant="outline">{cancelLabel}</Button>
          </DialogClose>
          <Button variant={destructive ? 'destructive' : 'default'} onClick={(event) => void confirm(event)} disabled={form.pending}>
            {form.pending && busyLabel ? busyLabel : confirmLabel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
