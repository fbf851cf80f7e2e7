import { ArrowLeft, MailCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '#web/components/ui/button.tsx';

const TEXT = {
  signup: (email: string) => (
    <>
      We sent a message to <strong className="font-medium text-foreground">{email}</strong>. Open the verification link in
      it to confirm your address; it signs you in and takes you to Flightdeck.
    </>
  ),
  reset: (email: string) => (
    <>
      If an account exists for <strong className="font-medium text-foreground">{email}</strong>, we sent it a link to
      choose a new password.
    </>
  ),
};

/** Replaces a form once a verification or reset e-mail is on its way. */
export function CheckEmailPanel({ kind, email, onBack }: { kind: 'signup' | 'reset'; email: string; onBack: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form the user was in has gone; move focus to the news that replaced it.
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <div className="space-y-5 text-center">
      <div className="mx-auto flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-600 dark:bg-brand-500/15 dark:text-brand-100">
        <MailCheck className="size-6" aria-hidden="true" />
      </div>
      <div className="space-y-2">
        <h2 ref={headingRef} tabIndex={-1} className="text-lg font-semibold focus:outline-none">
          Check Your Email
        </h2>
        <p className="text-sm text-muted-foreground">{TEXT[kind](email)}</p>
        <p className="text-xs text-muted-foreground">Nothing there? Check your spam folder or try again in a few minutes.</p>
      </div>
      <Button variant="outline" className="w-full" onClick={onBack}>
        <ArrowLeft aria-hidden="true" />
        Back to Sign In
      </Button>
    </div>
  );
}
