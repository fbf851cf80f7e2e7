import { useState, type ReactNode } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '#web/components/ui/dialog.tsx';
import { InlineError } from '#web/components/ui/inline-error.tsx';
import { ApiError } from '#web/lib/api-client.ts';

const FAILED = 'Something went wrong. Please try again.';

/** The server's own words for a refusal; a fixed sentence for anything else (a crash, no network). */
const messageOf = (error: unknown, fallback: string) => (error instanceof ApiError && error.status < 500 ? error.message : fallback);

/**
 * Asks before an action that cannot be taken back. `onConfirm` runs while the button shows it is
 * busy; the dialog closes when it resolves (unless it resolves to `false`, say for a missing
 * reason) and shows what went wrong when it throws, staying open for another try.
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
  onConfirm: () => Promise<boolean | void> | boolean | void;
  /** More to ask, between the description and the buttons (a reason, say). */
  children?: ReactNode;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const change = (next: boolean) => {
    if (!next) setError(null);
    onOpenChange(next);
  };
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      if ((await onConfirm()) !== false) change(false);
    } catch (failure) {
      setError(messageOf(failure, failureMessage));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent role="alertdialog">
        <DialogTitle className="text-lg font-semibold">{title}</DialogTitle>
        <DialogDescription className="text-sm text-muted-foreground">{description}</DialogDescription>
        {children}
        {error && <InlineError>{error}</InlineError>}
        <div className="flex flex-wrap justify-end gap-2">
          <DialogClose asChild>
            <Button variant="outline">{cancelLabel}</Button>
          </DialogClose>
          <Button variant={destructive ? 'destructive' : 'default'} onClick={() => void confirm()} disabled={busy}>
            {busy && busyLabel ? busyLabel : confirmLabel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
