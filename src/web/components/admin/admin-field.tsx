import type { ReactNode } from 'react';
import type { FieldValues, Path, RegisterOptions, UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';
import { Field, type FieldControlProps } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';

/**
 * One field of an admin form: its label, hint and error (the schema's, or the server's for this
 * field) around a control registered under `name`; a text input unless `children` draws another.
 */
export function AdminField<Values extends FieldValues, Output>({
  form,
  name,
  label,
  hint,
  required,
  options,
  className,
  children,
}: {
  form: UseFormReturn<Values, unknown, Output>;
  name: Path<Values>;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  /** How the control's value is read: `{ valueAsNumber: true }` for a number. */
  options?: RegisterOptions<Values, Path<Values>>;
  className?: string;
  children?: (control: FieldControlProps & UseFormRegisterReturn) => ReactNode;
}) {
  const error = form.getFieldState(name, form.formState).error?.message;
  return (
    <Field label={label} hint={hint} required={required} error={error} className={className}>
      {(control) => {
        const props = { ...control, ...form.register(name, options) };
        return children ? children(props) : <Input {...props} />;
      }}
    </Field>
  );
}
