import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '#web/components/ui/card.tsx';
import { cn } from '#web/lib/cn.ts';

/**
 * One figure with its name, an optional line that explains it and an icon: the dashboards',
 * profile's and analytics' cards. The icon is left out on a phone, where two cards share a row.
 */
export function StatCard({ label, value, hint, icon: Icon, className }: { label: ReactNode; value: ReactNode; hint?: ReactNode; icon?: LucideIcon; className?: string }) {
  return (
    <Card className={cn('flex items-start gap-4 p-4 sm:p-5', className)}>
      {Icon && (
        <span className="hidden size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 sm:flex text-brand-700 dark:bg-brand-950 dark:text-brand-300">
          <Icon className="size-5" aria-hidden="true" />
        </span>
      )}
      <div className="min-w-0">
        <p className="text-sm text-muted-foreground">{label}</p>
        <div className="text-2xl font-bold tracking-tight tabular-nums">{value}</div>
        {hint && <div className="text-xs text-muted-foreground">{hint}</div>}
      </div>
    </Card>
  );
}
