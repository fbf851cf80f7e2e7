import { useState } from 'react';
import { GIG_REMOVAL_REASON_MAX, gigRemovalSchema, type GigDetail } from '#shared/schemas/gigs.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmWithReason, type ConfirmReason } from '#web/components/ui/confirm-with-reason.tsx';
import { useRemoveGig } from '../api/gigs.ts';

const REASON: ConfirmReason = { label: 'Reason shown to the poster', schema: gigRemovalSchema.shape.reason, required: true, maxLength: GIG_REMOVAL_REASON_MAX, rows: 3 };

/** Staff with ADMIN_CONTENT: take the listing down with a reason its poster is shown. */
export function RemoveListing({ viewerId, gig, compact = false }: { viewerId: string; gig: Pick<GigDetail, 'id' | 'title'>; compact?: boolean }) {
  const [open, setOpen] = useState(false);
  const remove = useRemoveGig(viewerId);
  return (
    <div className={compact ? undefined : 'border-t border-border pt-4'}>
      <Button variant={compact ? 'outline' : 'destructive'} size={compact ? 'sm' : 'default'} onClick={() => setOpen(true)} aria-label={compact ? `Remove the listing “${gig.title}”` : undefined}>
        Remove listing
      </Button>
      <ConfirmWithReason
        open={open}
        onOpenChange={setOpen}
        title="Remove this listing?"
        description="It leaves the marketplace for good. The poster is told, with your reason."
        confirmLabel="Remove listing"
        busyLabel="Removing…"
        destructive
        reason={REASON}
        onConfirm={async (reason) => {
          await remove.mutateAsync({ id: gig.id, reason });
        }}
      />
    </div>
  );
}
