import { useId, type ReactNode } from 'react';
import { Label } from '#web/components/ui/label.tsx';
import { cn } from '#web/lib/cn.ts';

/** What a field's control needs to be tied to its label, hint and error. */
export type FieldControlProps = { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string };

/**
 * A label above its control, with a hint and an error below it, wired for screen readers. The
 * control comes as a function of the props that tie it to the rest; `id` is optional (one is made).
 */
export function Field({
  id: givenId,
  label,
  hint,
  error,
  required = false,
  action,
  className,
  children,
}: {
  id?: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  /** Marks the label; the control itself says it is required. */
  required?: boolean;
  /** Beside the label on the right, such as "Forgot password?". */
  action?: ReactNode;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const madeId = useId();
  const id = givenId ?? madeId;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ');
  const labelElement = (
    <Label htmlFor={id}>
      {label}
      {required && (
        <span aria-hidden="true" className="text-red-700 dark:text-red-300">
          {' '}
          *
        </span>
      )}
    </Label>
  );
  return (
    <div className={cn('space-y-2', className)}>
      {action ? (
        <div className="flex min-h-5 items-center justify-between gap-2">
          {labelElement}
          {action}
        </div>
      ) : (
        labelElement
      )}
      {children({ id, ...(error ? { 'aria-invalid': true as const } : {}), ...(describedBy ? { 'aria-describedby': describedBy } : {}) })}
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
