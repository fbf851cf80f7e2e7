import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { deletionRequestSchema } from '#shared/schemas/privacy.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmWithReason, type ConfirmReason } from '#web/components/ui/confirm-with-reason.tsx';
import { useAuth } from '#web/session/hooks/use-auth.ts';
import { useRequestDeletion } from '../api/legal-api.ts';
import { FormMessage } from '#web/components/ui/inline-error.tsx';

const REASON: ConfirmReason = { label: 'Reason (optional)', schema: deletionRequestSchema.shape.reason.unwrap(), className: 'min-h-20' };

const longDate = (iso: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

/**
 * The real "Request Data Deletion" button: after a confirmation, the account is deactivated at
 * once and signed out; visitors are asked to sign in first.
 */
export function DeletionRequestButton() {
  const { status, refresh } = useAuth();
  const [open, setOpen] = useState(false);
  const [erasedOn, setErasedOn] = useState<string | null>(null);
  const request = useRequestDeletion();

  if (erasedOn) {
    return (
      <FormMessage tone="success">
        Your account has been deactivated and you have been signed out. A confirmation e-mail is on its way; your personal data will be erased on {longDate(erasedOn)}.
      </FormMessage>
    );
  }
  if (status !== 'signed-in') {
    return (
      <Button asChild variant="destructive">
        <Link to="/auth?tab=signin">
          <Trash2 aria-hidden="true" />
          Sign in to Request Data Deletion
        </Link>
      </Button>
    );
  }

  async function confirm(reason: string) {
    const result = await request.mutateAsync(reason);
    setErasedOn(result.eraseAfter);
    await refresh();
  }

  return (
    <>
      <Button variant="destructive" onClick={() => setOpen(true)}>
        <Trash2 aria-hidden="true" />
        Request Data Deletion
      </Button>
      <ConfirmWithReason
        open={open}
        onOpenChange={setOpen}
        title="Delete your account?"
        description="Your account is deactivated at once and you are signed out. After 7 days your personal data is erased for good. A paid plan ends with it and is not refunded."
        cancelLabel="Keep My Account"
        confirmLabel="Delete My Account"
        busyLabel="Deleting..."
        destructive
        reason={REASON}
        onConfirm={confirm}
      />
    </>
  );
}
