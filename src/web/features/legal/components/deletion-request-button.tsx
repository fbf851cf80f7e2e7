import { Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '#web/components/ui/dialog.tsx';
import { useAuth } from '#web/session/hooks/use-auth.ts';
import { useRequestDeletion } from '../api/legal-api.ts';
import { Field, FormMessage, Textarea } from './form-controls.tsx';

const longDate = (iso: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

/**
 * The real "Request Data Deletion" button: after a confirmation, the account is deactivated at
 * once and signed out; visitors are asked to sign in first.
 */
export function DeletionRequestButton() {
  const id = useId();
  const { status, refresh } = useAuth();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [erasedOn, setErasedOn] = useState<string | null>(null);
  const request = useRequestDeletion();

  if (erasedOn) {
    return (
      <FormMessage kind="success">
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

  async function confirm() {
    const result = await request.mutateAsync(reason.trim()).catch(() => null);
    if (!result) return;
    setOpen(false);
    setErasedOn(result.eraseAfter);
    await refresh();
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="destructive" onClick={() => setOpen(true)}>
        <Trash2 aria-hidden="true" />
        Request Data Deletion
      </Button>
      <DialogContent>
        <DialogTitle className="text-lg font-semibold">Delete your account?</DialogTitle>
        <DialogDescription className="text-sm text-muted-foreground">
          Your account is deactivated at once and you are signed out. After 7 days your personal data is erased for good. A paid plan ends with it
          and is not refunded.
        </DialogDescription>
        <Field id={`${id}-reason`} label="Reason (optional)">
          <Textarea id={`${id}-reason`} className="min-h-20" value={reason} onChange={(e) => setReason(e.target.value)} />
        </Field>
        {request.isError && <FormMessage kind="error">{request.error.message}</FormMessage>}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={() => setOpen(false)}>
            Keep My Account
          </Button>
          <Button variant="destructive" disabled={request.isPending} onClick={() => void confirm()}>
            {request.isPending ? 'Deleting...' : 'Delete My Account'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
