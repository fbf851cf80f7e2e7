import type { ReactNode } from 'react';
import { Label } from '#web/components/ui/label.tsx';

/** A label above its control, with an optional action (such as "Forgot password?") on the right. */
export function FormField({ id, label, action, children }: { id: string; label: string; action?: ReactNode; children: ReactNode }) {
  return (
    <div className="space-y-2">
      <div className="flex min-h-5 items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {action}
      </div>
      {children}
    </div>
  );
}
