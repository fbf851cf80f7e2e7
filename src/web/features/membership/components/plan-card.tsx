import { Check } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { SubscriptionTier } from '#shared/constants.ts';
import { formatCents } from '#shared/domain/billing.ts';
import { DEFAULT_CYCLE, FEATURE_PAGES, PLANS, TOGGLE_TIERS, displayPrice, featureSummary, planBadges, promotedCardPrice, type PaidCycle, type Promo } from '#shared/plans.ts';
import { cn } from '#web/lib/cn.ts';

type PlanCardProps = {
  tier: SubscriptionTier;
  /** The member's own plan (their abilities' plan standing): marked "Current Plan". */
  current?: boolean;
  /** The plan button, given the chosen billing cycle. */
  action: (cycle: PaidCycle) => ReactNode;
  highlighted?: boolean;
  /** A promo code from the address: its plans show the discounted price and the original struck through. */
  promo?: Promo | null;
};

/** One plan: badges, price with its own annual/monthly toggle, the first features and "+N more features". */
export function PlanCard({ tier, current = false, action, highlighted = false, promo = null }: PlanCardProps) {
  const plan = PLANS[tier];
  const [cycle, setCycle] = useState<PaidCycle>(DEFAULT_CYCLE);
  const [expanded, setExpanded] = useState(false);
  const price = displayPrice(tier, cycle);
  const promoted = promotedCardPrice(tier, cycle, promo);
  const badges = planBadges(tier, cycle, current);
  const features = featureSummary(plan.features);
  const headingId = `plan-${tier}`;
  return (
    <section
      aria-labelledby={headingId}
      data-testid={`plan-${tier}`}
      className={cn(
        'flex flex-col gap-5 rounded-2xl border bg-card p-6 shadow-sm',
        highlighted ? 'border-brand-500 shadow-lg ring-1 ring-brand-500' : 'border-border',
        current && 'border-emerald-500 ring-1 ring-emerald-500',
      )}
    >
      <div className="flex min-h-6 flex-wrap gap-1.5">
        {badges.map((badge) => (
          <span
            key={badge}
            className={cn(
              'rounded-full px-2.5 py-0.5 text-xs font-semibold',
              badge === 'Current Plan'
                ? 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200'
                : badge.startsWith('Save')
                  ? 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200'
                  : 'bg-brand-600 text-white',
            )}
          >
            {badge}
          </span>
        ))}
      </div>
      <h2 id={headingId} className="text-xl font-bold">
        {plan.name}
      </h2>
      <div>
        <p className="flex items-baseline gap-1.5">
          {promoted.struckThroughCents !== null && (
            <s className="text-xl text-muted-foreground tabular-nums" data-testid={`struck-price-${tier}`}>
              <span className="sr-only">Was </span>
              {formatCents(promoted.struckThroughCents)}
            </s>
          )}
          <span className="text-4xl font-extrabold tracking-tight tabular-nums" data-testid={`price-${tier}`}>
            {promoted.priceCents === 0 && price.amount === 0 ? 'Free' : formatCents(promoted.priceCents)}
          </span>
          <span className="text-sm text-muted-foreground">{price.unit}</span>
        </p>
        <p className="mt-1 min-h-5 text-sm text-muted-foreground">
          {promoted.billedYearlyCents !== null ? `billed annually (${formatCents(promoted.billedYearlyCents)}/year)` : price.unit === '/month' ? 'billed monthly' : price.unit === 'one-time' ? 'lifetime access' : ''}
        </p>
      </div>
      {TOGGLE_TIERS.includes(tier) && (
        <div role="group" aria-label={`Billing for ${plan.name}`} className="grid grid-cols-2 rounded-lg bg-muted p-1 text-sm font-medium">
          {(['annual', 'monthly'] as const).map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={cycle === option}
              onClick={() => setCycle(option)}
              className={cn(
                'rounded-md px-3 py-1.5 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none',
                cycle === option ? 'bg-background text-foreground shadow-sm' : 'text-muted-foreground hover:text-foreground',
              )}
            >
              {option === 'annual' ? 'Annual' : 'Monthly'}
            </button>
          ))}
        </div>
      )}
      <ul className="flex flex-col gap-2 text-sm" id={`${headingId}-features`}>
        {[...features.visible, ...(expanded ? features.hidden : [])].map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-emerald-600 dark:text-emerald-400" aria-hidden="true" />
            {FEATURE_PAGES[feature] ? (
              <Link to={FEATURE_PAGES[feature]} className="font-medium text-brand-700 underline-offset-4 hover:underline dark:text-brand-300">
                {feature}
              </Link>
            ) : (
              feature
            )}
          </li>
        ))}
      </ul>
      {features.hidden.length > 0 && !expanded && (
        <button
          type="button"
          aria-expanded={false}
          aria-controls={`${headingId}-features`}
          onClick={() => setExpanded(true)}
          className="self-start rounded-sm text-sm font-medium text-brand-700 underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none dark:text-brand-300"
        >
          {features.moreLabel}
        </button>
      )}
      <div className="mt-auto">{action(cycle)}</div>
    </section>
  );
}
