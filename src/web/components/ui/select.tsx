import type { ComponentProps, ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';

/** A native select styled like `Input`: the phone's own picker, keyboard and screen-reader friendly. */
export function Select({ className, ...props }: ComponentProps<'select'>) {
  return (
    <select
      className={cn(
        'flex h-10 w-full rounded-md border border-border bg-background px-3 py-2 text-sm focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-red-500',
        className,
      )}
      {...props}
    />
  );
}

/** A `Select`'s options: each value, shown as `labels` names it (the value itself without `labels`). */
export function SelectOptions<Value extends string>({ values, labels }: { values: readonly Value[]; labels?: Readonly<Record<Value, ReactNode>> | ((value: Value) => ReactNode) }) {
  const labelOf = (value: Value) => (labels === undefined ? value : typeof labels === 'function' ? labels(value) : labels[value]);
  return values.map((value) => (
    <option key={value} value={value}>
      {labelOf(value)}
    </option>
  ));
}

/** A `Select`'s options from value and label pairs. */
export function ChoiceOptions({ choices }: { choices: readonly { value: string; label: ReactNode }[] }) {
  return choices.map((choice) => (
    <option key={choice.value} value={choice.value}>
      {choice.label}
    </option>
  ));
}
