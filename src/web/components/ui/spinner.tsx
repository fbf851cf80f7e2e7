import { LoaderCircle } from 'lucide-react';
import { cn } from '#web/lib/cn.ts';

/** A spinner with a label for screen readers (and sighted users when `showLabel`). */
export function Spinner({ label = 'Loading...', showLabel = false, className }: { label?: string; showLabel?: boolean; className?: string }) {
  return (
    <div role="status" className={cn('flex items-center justify-center gap-2 text-muted-foreground', className)}>
      <LoaderCircle className="size-5 animate-spin" aria-hidden="true" />
      <span className={showLabel ? 'text-sm' : 'sr-only'}>{label}</span>
    </div>
  );
}
