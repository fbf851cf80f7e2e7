import { useId, type ReactNode } from 'react';
import { Label } from '#web/components/ui/label.tsx';
import { cn } from '#web/lib/cn.ts';

/** What a field's control needs to be tied to its label, hint and error. */
export type FieldControlProps = { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string; 'aria-required'?: true };

/**
 * A label above its control, with a hint and an error below it, wired for screen readers. The
 * control comes as a function of the props that tie it to the rest (`id` is then optional: one is
 * made), or as an element that carries the given `id` itself.
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
  /** Marks the label with an asterisk, and the control as required for screen readers. */
  required?: boolean;
  /**
   * Below the control on the right, such as "Forgot password?": after the control, so Tab reaches
   * it after the field, as it is seen.
   */
  action?: ReactNode;
  className?: string;
  children: ReactNode | ((control: FieldControlProps) => ReactNode);
}) {
  const madeId = useId();
  const id = givenId ?? madeId;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ');
  return (
    <div className={cn('space-y-2', className)}>
      <Label htmlFor={id}>
        {label}
        {required && (
          <span aria-hidden="true" className="text-red-700 dark:text-red-300">
            {' '}
            *
          </span>
        )}
      </Label>
      {typeof children === 'function'
        ? children({
            id,
            ...(error ? { 'aria-invalid': true as const } : {}),
            ...(describedBy ? { 'aria-describedby': describedBy } : {}),
            ...(required ? { 'aria-required': true as const } : {}),
          })
        : children}
      {action && <div className="flex justify-end">{action}</div>}
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
