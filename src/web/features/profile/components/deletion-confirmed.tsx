import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';

const longDate = (iso: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

/** What /profile shows once the member has asked for their account to be deleted: they are signed out. */
export function DeletionConfirmed({ eraseAfter }: { eraseAfter: string }) {
  // The button that asked is gone: focusing the outcome brings the reader (and the keyboard) to it.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="mx-auto my-12 max-w-lg px-4 text-center">
      <div role="status" className="rounded-xl border border-border bg-card p-6">
        <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold focus:outline-none">
          Deletion requested
        </h1>
        <p className="mt-3 text-pretty text-muted-foreground">
          Your account has been deactivated and you have been signed out. A confirmation e-mail is on its way; your personal data will be erased on {longDate(eraseAfter)}.
        </p>
      </div>
      <Button asChild variant="outline" className="mt-6">
        <Link to="/">Back to Home</Link>
      </Button>
    </div>
  );
}
