import { useState } from 'react';
import { RETURN_REASON_MAX, RETURN_REASON_REQUIRED } from '#shared/domain/editorial.ts';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';

export type PendingAction = { title: string; description: string; confirmLabel: string; needsReason: boolean; destructive?: boolean; run: (reason?: string) => Promise<void> };

/** Asks before a publish, return (with the reason for the author), unpublish or delete. */
export function ConfirmActionDialog({ pending, onClose }: { pending: PendingAction | null; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const close = () => {
    setReason('');
    setError(undefined);
    onClose();
  };
  const confirm = async () => {
    if (!pending) return false;
    if (pending.needsReason && reason.trim() === '') {
      setError(RETURN_REASON_REQUIRED);
      return false;
    }
    await pending.run(pending.needsReason ? reason.trim() : undefined);
  };
  return (
    <ConfirmDialog
      open={pending !== null}
      onOpenChange={(open) => !open && close()}
      title={pending?.title}
      description={pending?.description}
      confirmLabel={pending?.confirmLabel ?? ''}
      destructive={pending?.destructive ?? false}
      onConfirm={confirm}
    >
      {pending?.needsReason && (
        <Field label="Reason for the author" required error={error}>
          {(control) => <Textarea {...control} required value={reason} maxLength={RETURN_REASON_MAX} onChange={(event) => setReason(event.target.value)} />}
        </Field>
      )}
    </ConfirmDialog>
  );
}
