import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import type { FilterOption } from '#shared/filters.ts';
import { ChoiceOptions } from '#web/components/ui/select.tsx';
import { cn } from '#web/lib/cn.ts';

/** A labelled native select: keyboard and screen-reader friendly, and the phone's own picker. */
export function FilterSelect({
  label,
  value,
  options,
  onChange,
  className,
  hideLabel = false,
  name,
  form,
}: {
  label: string;
  value: string;
  options: readonly FilterOption[];
  onChange: (value: string) => void;
  className?: string;
  hideLabel?: boolean;
  /** The URL parameter it sets when its form is sent without the app (a GET form). */
  name?: string;
  /** The id of that form, when the select stands outside it. */
  form?: string;
}) {
  const id = useId();
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className={cn('text-sm font-medium', hideLabel && 'sr-only')}>
        {label}
      </label>
      <div className="relative">
        <select
          id={id}
          name={name}
          form={form}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className="h-10 w-full cursor-pointer appearance-none rounded-md border border-border bg-background py-2 pr-9 pl-3 text-sm transition-colors hover:border-brand-300 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none dark:[color-scheme:dark] dark:hover:border-brand-700"
        >
          <ChoiceOptions choices={options} />
        </select>
        <ChevronDown className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
      </div>
    </div>
  );
}
