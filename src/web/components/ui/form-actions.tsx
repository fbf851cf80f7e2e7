import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '#web/components/ui/button.tsx';
import { InlineError } from '#web/components/ui/inline-error.tsx';
import { cn } from '#web/lib/cn.ts';

/**
 * The end of a form: what went wrong with the whole form (the server's words), then the submit
 * button, disabled and relabelled while the form is being sent, beside any other actions (Cancel).
 */
export function FormActions({
  label,
  pendingLabel,
  pending,
  disabled = false,
  error,
  variant,
  className,
  children,
}: {
  label: ReactNode;
  pendingLabel?: ReactNode;
  pending: boolean;
  /** Keeps the submit button off while there is nothing to send. */
  disabled?: boolean;
  error?: string | null | undefined;
  variant?: ButtonProps['variant'];
  className?: string;
  /** Other buttons, after the submit button. */
  children?: ReactNode;
}) {
  return (
    <div className={cn('space-y-3', className)}>
      {error && <InlineError>{error}</InlineError>}
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" variant={variant} disabled={pending || disabled} aria-busy={pending || undefined}>
          {pending ? (pendingLabel ?? label) : label}
        </Button>
        {children}
      </div>
    </div>
  );
}
