import type { UseFormRegisterReturn } from 'react-hook-form';
import { PASSWORD_MAX, PASSWORD_MIN } from '#shared/limits.ts';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { PasswordInput } from './password-input.tsx';

/**
 * A field of an auth form: its id, the form's registration, and whether a check or the server
 * refused it. The refusal itself is told as a toast, so the field is only marked invalid.
 */
type AuthFieldProps = { id: string; invalid: boolean } & UseFormRegisterReturn;

/** The Email field of the sign-in, sign-up and reset-link forms. */
export function EmailField({ id, invalid, ...registration }: AuthFieldProps) {
  return (
    <Field id={id} label="Email">
      <Input
        id={id}
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder="you@example.com"
        required
        aria-invalid={invalid ? true : undefined}
        {...registration}
      />
    </Field>
  );
}

/** A password being chosen, within the lengths the server accepts; `showMinimum` says the minimum under it. */
export function NewPasswordField({ id, label, showMinimum = false, invalid, ...registration }: AuthFieldProps & { label: string; showMinimum?: boolean }) {
  return (
    <Field id={id} label={label} hint={showMinimum ? `At least ${PASSWORD_MIN} characters.` : undefined}>
      <PasswordInput
        id={id}
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN}
        maxLength={PASSWORD_MAX}
        aria-describedby={showMinimum ? `${id}-hint` : undefined}
        aria-invalid={invalid ? true : undefined}
        {...registration}
      />
    </Field>
  );
}
