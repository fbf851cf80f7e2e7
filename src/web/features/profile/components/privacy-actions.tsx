import { useState } from 'react';
import { toast } from 'sonner';
import type { DeletionRequestResult } from '#shared/schemas/privacy.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '#web/components/ui/dialog.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { downloadMyData, useRequestDeletion } from '../api/privacy.ts';
import { TitledSection } from '#web/components/ui/titled-section.tsx';

/** "Download my data" and "Request Data Deletion" (PRODUCT §13), the latter confirmed first; the page then shows the outcome. */
export function PrivacyActions({ onDeletionRequested }: { onDeletionRequested?: (result: DeletionRequestResult) => void }) {
  const [confirming, setConfirming] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const deletion = useRequestDeletion();

  const download = async () => {
    setDownloading(true);
    try {
      await downloadMyData();
    } catch (error) {
      toast.error('Error', { description: error instanceof Error ? error.message : 'Your data could not be downloaded. Please try again.' });
    } finally {
      setDownloading(false);
    }
  };

  const requestDeletion = () =>
    deletion.mutate(undefined, {
      onSuccess: (result) => {
        setConfirming(false);
        onDeletionRequested?.(result);
      },
      onError: (error) =>
        toast.error('Error', { description: error instanceof ApiError && error.status < 500 ? error.message : 'Your request could not be sent. Please try again.' }),
    });

  return (
    <TitledSection id="privacy-heading" title="Your data" titleClassName="text-lg font-semibold" className="mt-8 rounded-xl border border-border p-6">
      <div className="mt-4 flex flex-wrap gap-3">
        <Button variant="outline" onClick={() => void download()} disabled={downloading}>
          {downloading ? 'Preparing download...' : 'Download my data'}
        </Button>
        <Button variant="destructive" onClick={() => setConfirming(true)}>
          Request Data Deletion
        </Button>
      </div>
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent>
          <DialogTitle className="text-lg font-semibold">Delete your account and data?</DialogTitle>
          <DialogDescription className="text-sm text-muted-foreground">
            Your account is deactivated at once and your personal data is erased after 7 days. A paid plan is cancelled without a refund. This cannot be undone.
          </DialogDescription>
          <div className="flex flex-wrap justify-end gap-2">
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button variant="destructive" onClick={requestDeletion} disabled={deletion.isPending}>
              {deletion.isPending ? 'Requesting...' : 'Yes, delete my data'}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </TitledSection>
  );
}
