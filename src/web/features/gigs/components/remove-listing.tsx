import { useId, useState } from 'react';
import { GIG_REMOVAL_REASON_MAX, gigRemovalSchema, type GigDetail } from '#shared/schemas/gigs.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { useRemoveGig } from '../api/gigs.ts';

/** Staff with ADMIN_CONTENT: take the listing down with a reason its poster is shown. */
export function RemoveListing({ viewerId, gig, compact = false }: { viewerId: string; gig: Pick<GigDetail, 'id' | 'title'>; compact?: boolean }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const remove = useRemoveGig(viewerId);
  const id = useId();
  return (
    <div className={compact ? undefined : 'border-t border-border pt-4'}>
      <Button variant={compact ? 'outline' : 'destructive'} size={compact ? 'sm' : 'default'} onClick={() => setOpen(true)} aria-label={compact ? `Remove the listing “${gig.title}”` : undefined}>
        Remove listing
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setProblem(null);
        }}
        title="Remove this listing?"
        description="It leaves the marketplace for good. The poster is told, with your reason."
        confirmLabel="Remove listing"
        busyLabel="Removing…"
        destructive
        onConfirm={async () => {
          const parsed = gigRemovalSchema.safeParse({ reason });
          if (!parsed.success) {
            setProblem(parsed.error.issues[0]?.message ?? null);
            return false;
          }
          setProblem(null);
          await remove.mutateAsync({ id: gig.id, reason: parsed.data.reason });
          setReason('');
        }}
      >
        <Field id={id} label="Reason shown to the poster" required error={problem ?? undefined}>
          {(control) => <Textarea {...control} rows={3} maxLength={GIG_REMOVAL_REASON_MAX} value={reason} onChange={(event) => setReason(event.target.value)} />}
        </Field>
      </ConfirmDialog>
    </div>
  );
}
