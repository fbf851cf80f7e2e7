import { LockedPrompt, LOCKED_FEATURES } from '#web/components/locked-prompt.tsx';
import { Dialog, DialogContent, DialogTitle } from '#web/components/ui/dialog.tsx';

/** "Unlock Course" opens the locked prompt for premium courses. */
export function UnlockCourseDialog({ open, onOpenChange, returnTo }: { open: boolean; onOpenChange: (open: boolean) => void; returnTo: string }) {
  const premium = LOCKED_FEATURES.premium_courses;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg border-0 bg-transparent p-0 shadow-none" aria-describedby={undefined}>
        <DialogTitle className="sr-only">{premium.unlockLabel}</DialogTitle>
        <LockedPrompt kind="feature_locked" feature={premium.feature} tier={premium.tier} unlockLabel={premium.unlockLabel} returnTo={returnTo} />
      </DialogContent>
    </Dialog>
  );
}
