import type { ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';

/** A short error beside what failed (a form, a button, a list that did not load), read out when it appears. */
export function InlineError({ id, children, className }: { id?: string; children: ReactNode; className?: string }) {
  return (
    <p id={id} role="alert" className={cn('text-sm text-red-600 dark:text-red-400', className)}>
      {children}
    </p>
  );
}

/** The outcome of a form, in a box with an optional title: an error (read out at once) or a success. */
export function FormMessage({ tone, title, children, className }: { tone: 'error' | 'success'; title?: ReactNode; children: ReactNode; className?: string }) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'rounded-md border p-4 text-sm',
        tone === 'error'
          ? 'border-red-300 bg-red-50 text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200'
          : 'border-emerald-300 bg-emerald-50 text-emerald-800 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
        className,
      )}
    >
      {title && <p className="font-semibold">{title}</p>}
      <div>{children}</div>
    </div>
  );
}
