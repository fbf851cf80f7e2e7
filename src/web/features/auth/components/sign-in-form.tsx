import { useEffect } from 'react';
import { Link } from 'react-router';
import { Field } from '#web/components/ui/field.tsx';
import { FormActions } from '#web/components/ui/form-actions.tsx';
import { useServerForm } from '#web/lib/use-server-form.ts';
import { signInSchema } from '#shared/schemas/auth.ts';
import { signInWithEmail } from '../api/auth-api.ts';
import { authFailureField, signInFailureToast } from '../auth-errors.ts';
import { notifyError, notifyFirstFormError } from '../lib/notify.ts';
import { EmailField } from './auth-fields.tsx';
import { PasswordInput } from './password-input.tsx';

const FIELD_ORDER = ['email', 'password'] as const;

/** The e-mail sign-in form; with `focusEmail`, the Email field has the focus when the form appears. */
export function SignInForm({ onSignedIn, focusEmail = false }: { onSignedIn: () => Promise<void> | void; focusEmail?: boolean }) {
  const form = useServerForm(signInSchema, { defaultValues: { email: '', password: '' } });
  const { register, setFocus, setError } = form;
  const { errors } = form.formState;

  useEffect(() => {
    if (focusEmail) setFocus('email');
  }, [focusEmail, setFocus]);

  // The spec reports every problem as a toast; a refusal about one field also marks that field.
  const submit = form.submitWith(
    async (values) => {
      const failure = await signInWithEmail(values);
      if (failure) {
        notifyError(signInFailureToast(failure));
        const field = authFailureField(failure);
        if (field === 'email' || field === 'password') setError(field, { type: 'server' });
        return;
      }
      await onSignedIn();
    },
    (invalid) => notifyFirstFormError(invalid, FIELD_ORDER),
  );

  return (
    // The spec reports missing fields as toasts, so the browser's own validation bubbles stay off.
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4" aria-label="Sign in">
      <EmailField id="signin-email" invalid={Boolean(errors.email)} {...register('email')} />
      <Field
        id="signin-password"
        label="Password"
        action={
          <Link
            to={{ search: '?mode=forgot' }}
            replace
            className="rounded-sm text-sm font-medium text-brand-600 underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:text-brand-100"
          >
            Forgot password?
          </Link>
        }
      >
        <PasswordInput
          id="signin-password"
          autoComplete="current-password"
          required
          aria-invalid={errors.password ? true : undefined}
          {...register('password')}
        />
      </Field>
      <FormActions wide label="Sign In" pendingLabel="Signing in..." pending={form.pending} />
    </form>
  );
}
