import { RETURN_REASON_MAX, RETURN_REASON_REQUIRED } from '#shared/domain/editorial.ts';
import { returnReasonSchema } from '#shared/schemas/editorial.ts';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { ConfirmWithReason, type ConfirmReason } from '#web/components/ui/confirm-with-reason.tsx';

export type PendingAction = { title: string; description: string; confirmLabel: string; needsReason: boolean; destructive?: boolean; run: (reason?: string) => Promise<void> };

const REASON: ConfirmReason = {
  label: 'Reason for the author',
  schema: returnReasonSchema.min(1, RETURN_REASON_REQUIRED),
  required: true,
  maxLength: RETURN_REASON_MAX,
};

/** Asks before a publish, return (with the reason for the author), unpublish or delete. */
export function ConfirmActionDialog({ pending, onClose }: { pending: PendingAction | null; onClose: () => void }) {
  const dialog = {
    open: pending !== null,
    onOpenChange: (open: boolean) => !open && onClose(),
    title: pending?.title,
    description: pending?.description,
    confirmLabel: pending?.confirmLabel ?? '',
    destructive: pending?.destructive ?? false,
  };
  if (pending?.needsReason) return <ConfirmWithReason {...dialog} reason={REASON} onConfirm={(reason) => pending.run(reason)} />;
  return <ConfirmDialog {...dialog} onConfirm={() => pending?.run()} />;
}
