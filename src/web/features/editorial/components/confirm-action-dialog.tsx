import { useId, useState } from 'react';
import { RETURN_REASON_MAX, RETURN_REASON_REQUIRED } from '#shared/domain/editorial.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '#web/components/ui/dialog.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { textareaClass } from './form-field.tsx';

export type PendingAction = { title: string; description: string; confirmLabel: string; needsReason: boolean; destructive?: boolean; run: (reason?: string) => Promise<void> };

/** Asks before a publish, return (with the reason for the author), unpublish or delete. */
export function ConfirmActionDialog({ pending, onClose }: { pending: PendingAction | null; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const reasonId = useId();
  const close = () => {
    setReason('');
    setError(null);
    onClose();
  };
  const confirm = async () => {
    if (!pending) return;
    if (pending.needsReason && reason.trim() === '') {
      setError(RETURN_REASON_REQUIRED);
      return;
    }
    setBusy(true);
    try {
      await pending.run(pending.needsReason ? reason.trim() : undefined);
      close();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={pending !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent>
        <DialogTitle className="text-lg font-semibold">{pending?.title}</DialogTitle>
        <DialogDescription className="text-sm text-muted-foreground">{pending?.description}</DialogDescription>
        {pending?.needsReason && (
          <div className="space-y-2">
            <Label htmlFor={reasonId}>Reason for the author *</Label>
            <textarea
              id={reasonId}
              className={textareaClass}
              value={reason}
              maxLength={RETURN_REASON_MAX}
              onChange={(event) => setReason(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${reasonId}-error` : undefined}
            />
            {error && (
              <p id={`${reasonId}-error`} className="text-sm text-red-600 dark:text-red-400">
                {error}
              </p>
            )}
          </div>
        )}
        <div className="flex justify-end gap-2">
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button variant={pending?.destructive ? 'destructive' : 'default'} onClick={confirm} disabled={busy}>
            {pending?.confirmLabel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
