import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { InlineError } from '#web/components/ui/inline-error.tsx';
import { formErrorMessage } from '#web/lib/use-server-form.ts';

/**
 * One action on a listed item (mark as done, retire, erase). With `confirm`, it asks first in the
 * ConfirmDialog, which shows a failure itself; without, a failure shows below the button.
 */
export function AdminAction({
  label,
  busyLabel,
  run,
  confirm,
  variant = 'outline',
  accessibleName,
}: {
  label: string;
  busyLabel?: string;
  run: () => Promise<unknown>;
  confirm?: { title: string; description: string };
  variant?: 'outline' | 'destructive';
  /** The button's name when its label alone does not say which item it acts on. */
  accessibleName?: string;
}) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function act() {
    setBusy(true);
    setError(null);
    try {
      await run();
    } catch (failure) {
      setError(formErrorMessage(failure, 'Something went wrong. Please try again.'));
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="flex flex-col items-start gap-1">
      <Button size="sm" variant={variant} disabled={busy} aria-label={accessibleName} onClick={() => (confirm ? setAsking(true) : void act())}>
        {busy && busyLabel ? busyLabel : label}
      </Button>
      {error && <InlineError>{error}</InlineError>}
      {confirm && (
        <ConfirmDialog
          open={asking}
          onOpenChange={setAsking}
          title={confirm.title}
          description={confirm.description}
          confirmLabel={label}
          busyLabel={busyLabel}
          destructive={variant === 'destructive'}
          onConfirm={async () => {
            await run();
          }}
        />
      )}
    </div>
  );
}
