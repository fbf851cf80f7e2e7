import type { ReactNode } from 'react';
import { Label } from '#web/components/ui/label.tsx';

/**
 * A label above its control, with an optional action (such as "Forgot password?") below it on
 * the right: after the control, so Tab reaches the action after the field, as it is seen.
 */
export function FormField({ id, label, action, children }: { id: string; label: string; action?: ReactNode; children: ReactNode }) {
  return (
    <div className="space-y-2">
      <div className="flex min-h-5 items-center">
        <Label htmlFor={id}>{label}</Label>
      </div>
      {children}
      {action && <div className="flex justify-end">{action}</div>}
    </div>
  );
}
