import { ArrowLeft, MailCheck, RotateCw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { resendVerificationEmail } from '../api/auth-api.ts';
import { AUTH_TOASTS, resendFailureToast } from '../auth-errors.ts';
import { notifyError, notifySuccess } from '../lib/notify.ts';

const TEXT = {
  signup: (email: string) => (
    <>
      We sent a message to <strong className="break-all font-medium text-foreground">{email}</strong>. Open the verification
      link in it to confirm your address; it signs you in and takes you to Flightdeck.
    </>
  ),
  reset: (email: string) => (
    <>
      If an account exists for <strong className="break-all font-medium text-foreground">{email}</strong>, we sent it a link to
      choose a new password.
    </>
  ),
};

type Props = {
  kind: 'signup' | 'reset';
  email: string;
  onBack: () => void;
  /** After sign-up: back to an empty sign-up form, for someone who mistyped the address. */
  onUseDifferentEmail?: () => void;
};

/** Replaces a form once a verification or reset e-mail is on its way. */
export function CheckEmailPanel({ kind, email, onBack, onUseDifferentEmail }: Props) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [resending, setResending] = useState(false);
  // The form the user was in has gone; move focus to the news that replaced it.
  useEffect(() => headingRef.current?.focus(), []);

  async function resend() {
    setResending(true);
    const failure = await resendVerificationEmail(email);
    setResending(false);
    if (failure) notifyError(resendFailureToast(failure));
    else notifySuccess(AUTH_TOASTS.verificationResent);
  }

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
      <div className="grid gap-2">
        {kind === 'signup' && (
          <Button variant="outline" className="w-full" disabled={resending} onClick={() => void resend()}>
            <RotateCw className={resending ? 'animate-spin' : undefined} aria-hidden="true" />
            {resending ? 'Sending...' : 'Resend verification email'}
          </Button>
        )}
        {kind === 'signup' && onUseDifferentEmail && (
          <Button variant="ghost" className="w-full" onClick={onUseDifferentEmail}>
            Use a different email
          </Button>
        )}
        <Button variant={kind === 'signup' ? 'ghost' : 'outline'} className="w-full" onClick={onBack}>
          <ArrowLeft aria-hidden="true" />
          Back to Sign In
        </Button>
      </div>
    </div>
  );
}
