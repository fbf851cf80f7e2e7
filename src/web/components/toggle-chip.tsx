import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';

/** A filter chip that is on or off: a pressed toggle button, ticked and filled while on. */
export function ToggleChip({ selected, onToggle, children }: { selected: boolean; onToggle: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={onToggle}
      className={cn(
        'inline-flex h-8 items-center gap-1 rounded-full border px-3 text-xs font-medium transition-colors focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none',
        selected ? 'border-brand-600 bg-brand-600 text-white hover:bg-brand-700' : 'border-border bg-background text-foreground hover:border-brand-300 hover:bg-muted',
      )}
    >
      {selected && <Check className="size-3.5" aria-hidden="true" />}
      {children}
    </button>
  );
}
