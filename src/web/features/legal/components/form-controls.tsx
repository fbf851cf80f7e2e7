import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { cn } from '#web/lib/cn.ts';

/**
 * The spam trap: a field people never see or reach, which form-filling robots fill in. The
 * server refuses a message that has it (no third-party service involved).
 */
export function HoneypotField({ registration }: { registration: UseFormRegisterReturn<'website'> }) {
  return (
    <div className="absolute -left-[10000px] h-px w-px overflow-hidden" aria-hidden="true">
      <label htmlFor="website-field">Leave this field empty</label>
      <input id="website-field" type="text" tabIndex={-1} autoComplete="off" {...registration} />
    </div>
  );
}

/**
 * The outcome of sending a form, announced to screen readers.
 * @deprecated The staff requests page's; forms use `FormMessage` of components/ui/inline-error.tsx.
 */
export function FormMessage({ kind, children }: { kind: 'error' | 'success'; children: ReactNode }) {
  return (
    <p
      role={kind === 'error' ? 'alert' : 'status'}
      className={cn(
        'rounded-md border px-3 py-2 text-sm',
        kind === 'error'
          ? 'border-red-200 bg-red-50 text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200'
          : 'border-emerald-200 bg-emerald-50 text-emerald-800 dark:border-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
      )}
    >
      {children}
    </p>
  );
}
