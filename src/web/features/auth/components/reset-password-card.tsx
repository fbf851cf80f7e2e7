import { KeyRound, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '#web/components/ui/card.tsx';
import { FormActions } from '#web/components/ui/form-actions.tsx';
import { useServerForm } from '#web/lib/use-server-form.ts';
import { newPasswordSchema } from '#shared/schemas/auth.ts';
import { resetPassword } from '../api/auth-api.ts';
import { AUTH_TOASTS, isInvalidResetToken, resetFailureToast } from '../auth-errors.ts';
import { notifyError, notifyFirstFormError, notifySuccess } from '../lib/notify.ts';
import { NewPasswordField } from './auth-fields.tsx';

export const resetPasswordFormSchema = newPasswordSchema
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    message: AUTH_TOASTS.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });

const FIELD_ORDER = ['password', 'confirmPassword'] as const;

/**
 * /reset-password?token=...: the page the e-mailed reset link lands on. The server sends
 * ?error=INVALID_TOKEN instead of a token when the link is unknown, used or expired.
 */
export function ResetPasswordCard({ token, error }: { token: string | null; error: string | null }) {
  const [tokenRejected, setTokenRejected] = useState(false);
  const usable = Boolean(token) && !error && !tokenRejected;

  return (
    <div className="relative isolate flex w-full justify-center px-4 py-8 sm:py-16">
      <div aria-hidden="true" className="hero-glow absolute inset-0 -z-10 opacity-50" />
      <Card className="w-full max-w-md self-start">
        {usable && token ? <NewPasswordForm token={token} onTokenRejected={() => setTokenRejected(true)} /> : <InvalidLink />}
      </Card>
    </div>
  );
}

function NewPasswordForm({ token, onTokenRejected }: { token: string; onTokenRejected: () => void }) {
  const navigate = useNavigate();
  const form = useServerForm(resetPasswordFormSchema, { defaultValues: { password: '', confirmPassword: '' } });
  const { register } = form;
  const { errors } = form.formState;

  const submit = form.submitWith(
    async ({ password }) => {
      const failure = await resetPassword({ token, newPassword: password });
      if (failure) {
        notifyError(resetFailureToast(failure));
        if (isInvalidResetToken(failure)) onTokenRejected();
        return;
      }
      notifySuccess(AUTH_TOASTS.passwordUpdated);
      await navigate('/auth?tab=signin', { replace: true });
    },
    (invalid) => notifyFirstFormError(invalid, FIELD_ORDER),
  );

  return (
    <>
      <CardHeader className="items-center pb-4 text-center">
        <div className="mb-1 flex size-11 items-center justify-center rounded-xl bg-brand-600 text-white shadow-sm">
          <KeyRound className="size-6" aria-hidden="true" />
        </div>
        <h1 className="text-xl font-bold tracking-tight sm:text-2xl">Choose a New Password</h1>
        <CardDescription>Enter it twice. You will sign in with it from now on.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4" aria-label="Choose a new password">
          <NewPasswordField id="reset-password" label="New Password" showMinimum invalid={Boolean(errors.password)} {...register('password')} />
          <NewPasswordField id="reset-confirm-password" label="Confirm New Password" invalid={Boolean(errors.confirmPassword)} {...register('confirmPassword')} />
          <FormActions wide label="Update Password" pendingLabel="Updating password..." pending={form.pending} />
        </form>
      </CardContent>
    </>
  );
}

function InvalidLink() {
  return (
    <>
      <CardHeader className="items-center pb-4 text-center">
        <div className="mb-1 flex size-11 items-center justify-center rounded-xl bg-amber-100 text-amber-700 dark:bg-amber-500/15 dark:text-amber-300">
          <TriangleAlert className="size-6" aria-hidden="true" />
        </div>
        <h1 className="text-xl font-bold tracking-tight sm:text-2xl">Reset Link Invalid</h1>
        <CardDescription>
          This password reset link is invalid or has expired. Links work once and only for a limited time; request a new
          one to choose your password.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-2">
        <Button className="w-full" asChild>
          <Link to="/auth?mode=forgot">Request a New Link</Link>
        </Button>
        <Button variant="ghost" className="w-full" asChild>
          <Link to="/auth?tab=signin">Back to Sign In</Link>
        </Button>
      </CardContent>
    </>
  );
}
