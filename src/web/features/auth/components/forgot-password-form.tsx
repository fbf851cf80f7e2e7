import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { FormActions } from '#web/components/ui/form-actions.tsx';
import { useServerForm } from '#web/lib/use-server-form.ts';
import { passwordResetRequestSchema } from '#shared/schemas/auth.ts';
import { requestPasswordReset } from '../api/auth-api.ts';
import { AUTH_TOASTS, resetFailureToast } from '../auth-errors.ts';
import { notifyError, notifyFirstFormError, notifySuccess } from '../lib/notify.ts';
import { EmailField } from './auth-fields.tsx';

const FIELD_ORDER = ['email'] as const;

/** Asks for a reset link; the server answers the same whether or not the address has an account. */
export function ForgotPasswordForm({ onSent }: { onSent: (email: string) => void }) {
  const form = useServerForm(passwordResetRequestSchema, { defaultValues: { email: '' } });
  const { register } = form;
  const { errors } = form.formState;

  const submit = form.submitWith(
    async ({ email }) => {
      const failure = await requestPasswordReset(email);
      if (failure) {
        notifyError(resetFailureToast(failure));
        return;
      }
      notifySuccess(AUTH_TOASTS.resetEmailSent);
      onSent(email);
    },
    (invalid) => notifyFirstFormError(invalid, FIELD_ORDER),
  );

  return (
    <div className="space-y-5">
      <div className="space-y-1 text-center">
        <h2 className="text-lg font-semibold">Forgot your password?</h2>
        <p className="text-sm text-muted-foreground">Enter your email and we will send you a link to choose a new one.</p>
      </div>
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4" aria-label="Reset password">
        <EmailField id="forgot-email" invalid={Boolean(errors.email)} {...register('email')} />
        <FormActions wide label="Send Reset Link" pendingLabel="Sending..." pending={form.pending} />
      </form>
      <Button variant="ghost" className="w-full" asChild>
        <Link to={{ search: '?tab=signin' }} replace>
          <ArrowLeft aria-hidden="true" />
          Back to Sign In
        </Link>
      </Button>
    </div>
  );
}
