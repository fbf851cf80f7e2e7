import { ArrowRight, Lock } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { TIER_DISPLAY_NAMES, type SubscriptionTier } from '#shared/constants.ts';
import { planFeaturePagesFor, type PlanFeaturePage } from '#shared/plans.ts';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { ListOrEmpty } from '#web/components/ui/list-or-empty.tsx';

/**
 * "Your plan": the plan's feature pages the member's abilities open, as links, and below them the
 * ones their plan lacks under the plan that opens them. The list itself lives in shared/plans.ts.
 */
export function PlanFeaturesCard({ features }: { features: readonly string[] }) {
  const { open, locked } = planFeaturePagesFor(features);
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId} className="text-lg">
          Your plan
        </CardTitle>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-6">
        <ListOrEmpty items={open} empty="Your plan opens none of these pages yet." className="grid grid-cols-1 gap-2 sm:grid-cols-2 sm:gap-3 lg:grid-cols-3">
          {(page) => (
            <li key={page.label}>
              <Link to={page.href} className="flex h-full flex-col gap-1 rounded-lg border border-border p-3 hover:bg-muted">
                <span className="font-semibold">
                  {page.label}
                  {'\u00a0'}
                  <ArrowRight className="inline size-4 align-[-0.125em] text-brand-700 dark:text-brand-300" aria-hidden="true" />
                </span>
                <span className="text-sm text-muted-foreground">{page.description}</span>
              </Link>
            </li>
          )}
        </ListOrEmpty>
        {locked.length > 0 && (
          <div className="grid grid-cols-1 gap-4">
            <h3 className="text-sm font-semibold text-muted-foreground">Not in your plan</h3>
            {locked.map((group) => (
              <LockedGroup key={group.tier} tier={group.tier} pages={group.pages} />
            ))}
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function LockedGroup({ tier, pages }: { tier: SubscriptionTier; pages: readonly PlanFeaturePage[] }) {
  const headingId = useId();
  return (
    <div className="grid grid-cols-1 gap-2 rounded-lg border border-dashed border-border p-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h4 id={headingId} className="font-semibold">
          Included in {TIER_DISPLAY_NAMES[tier]}
        </h4>
        <Link to="/pricing" className="text-sm font-medium text-brand-700 underline-offset-4 hover:underline dark:text-brand-300">
          Upgrade to {TIER_DISPLAY_NAMES[tier]}
        </Link>
      </div>
      <ul aria-labelledby={headingId} className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-3">
        {pages.map((page) => (
          <li key={page.label} className="flex gap-2">
            <Lock className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <span>
              <span className="block font-medium">{page.label}</span>
              <span className="block text-muted-foreground">{page.description}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
