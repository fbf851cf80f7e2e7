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
  error,
  variant,
  size,
  wide = false,
  disabled = false,
  align = 'start',
  className,
  children,
}: {
  label: ReactNode;
  pendingLabel?: ReactNode;
  pending: boolean;
  error?: string | null | undefined;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  /** Disables the submit button for a reason of the form's own (a required field still blank). */
  disabled?: boolean;
  /** The submit button spans the form (a narrow card's only action: sign in, sign up). */
  wide?: boolean;
  /** `end` puts the buttons on the right, as in a dialog. */
  align?: 'start' | 'end';
  className?: string;
  /** Other buttons, after the submit button. */
  children?: ReactNode;
}) {
  return (
    <div className={cn('space-y-3', className)}>
      {error && <InlineError>{error}</InlineError>}
      <div className={cn('flex flex-wrap items-center gap-2', align === 'end' && 'justify-end')}>
        <Button type="submit" variant={variant} size={size} className={cn(wide && 'w-full')} disabled={pending || disabled} aria-busy={pending || undefined}>
          {pending ? (pendingLabel ?? label) : label}
        </Button>
        {children}
      </div>
    </div>
  );
}
