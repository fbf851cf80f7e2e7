import { Crown, Gem, Rocket, Users } from 'lucide-react';
import { TIER_DISPLAY_NAMES, type SubscriptionTier } from '#shared/constants.ts';
import { cn } from '#web/lib/cn.ts';

const STYLES: Record<SubscriptionTier, string> = {
  visitor: 'border-border bg-muted text-muted-foreground',
  explorer: 'border-sky-200 bg-sky-50 text-sky-800 dark:border-sky-800 dark:bg-sky-950 dark:text-sky-200',
  community: 'border-brand-200 bg-brand-50 text-brand-800 dark:border-brand-800 dark:bg-brand-950 dark:text-brand-200',
  master_builder: 'border-violet-200 bg-violet-50 text-violet-800 dark:border-violet-800 dark:bg-violet-950 dark:text-violet-200',
  legacy_founder: 'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-200',
};

const ICONS = { visitor: Rocket, explorer: Rocket, community: Users, master_builder: Gem, legacy_founder: Crown } as const;

/** The member's plan as a small badge (spec tier display names). */
export function TierBadge({ tier, className }: { tier: SubscriptionTier; className?: string }) {
  const Icon = ICONS[tier];
  return (
    <span
      data-testid="tier-badge"
      className={cn('inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-semibold whitespace-nowrap', STYLES[tier], className)}
    >
      <Icon className="size-3" aria-hidden="true" />
      {TIER_DISPLAY_NAMES[tier]}
    </span>
  );
}
