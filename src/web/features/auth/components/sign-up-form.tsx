import { Field } from '#web/components/ui/field.tsx';
import { FormActions } from '#web/components/ui/form-actions.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { useServerForm } from '#web/lib/use-server-form.ts';
import { DISPLAY_NAME_MIN } from '#shared/limits.ts';
import { signUpSchema } from '#shared/schemas/auth.ts';
import { signUpWithEmail } from '../api/auth-api.ts';
import { AUTH_TOASTS, authFailureField, signUpFailureToast } from '../auth-errors.ts';
import { notifyError, notifyFirstFormError, notifySuccess } from '../lib/notify.ts';
import { EmailField, NewPasswordField } from './auth-fields.tsx';

const FIELD_ORDER = ['displayName', 'email', 'password'] as const;

/** Creates an account; the schema trims the name and strips <, > and " before checking and sending. */
export function SignUpForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const form = useServerForm(signUpSchema, { defaultValues: { displayName: '', email: '', password: '' } });
  const { register, setError, setFocus } = form;
  const { errors } = form.formState;

  // The spec reports every problem as a toast; a refusal about one field also marks that field.
  const submit = form.submitWith(
    async (values) => {
      const failure = await signUpWithEmail(values);
      if (failure) {
        notifyError(signUpFailureToast(failure));
        const field = authFailureField(failure);
        if (field) {
          setError(field, { type: 'server' });
          setFocus(field);
        }
        return;
      }
      notifySuccess(AUTH_TOASTS.signUpSuccess);
      onRegistered(values.email);
    },
    (invalid) => notifyFirstFormError(invalid, FIELD_ORDER),
  );

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4" aria-label="Sign up">
      <Field id="signup-name" label="Display Name">
        <Input
          id="signup-name"
          autoComplete="nickname"
          placeholder="How others will see you"
          required
          minLength={DISPLAY_NAME_MIN}
          aria-invalid={errors.displayName ? true : undefined}
          {...register('displayName')}
        />
      </Field>
      <EmailField id="signup-email" invalid={Boolean(errors.email)} {...register('email')} />
      <NewPasswordField id="signup-password" label="Password" showMinimum invalid={Boolean(errors.password)} {...register('password')} />
      <FormActions wide label="Create Account" pendingLabel="Creating account..." pending={form.pending} />
    </form>
  );
}
