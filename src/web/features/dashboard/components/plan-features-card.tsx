import { ArrowRight, Lock } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { TIER_DISPLAY_NAMES } from '#shared/constants.ts';
import { planFeaturePagesFor } from '#shared/plans.ts';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';

/**
 * "Your plan": the plan's feature pages the member's abilities open, as links, and below them the
 * ones their plan lacks with the plan that opens each. The list itself lives in shared/plans.ts.
 */
export function PlanFeaturesCard({ features }: { features: readonly string[] }) {
  const { open, locked } = planFeaturePagesFor(features);
  const titleId = useId();
  const lockedId = useId();
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId} className="text-lg">
          Your plan
        </CardTitle>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-6">
        {open.length === 0 ? (
          <p className="text-sm text-muted-foreground">Your plan opens none of these pages yet.</p>
        ) : (
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {open.map((page) => (
              <li key={page.label}>
                <Link to={page.href} className="flex h-full flex-col gap-1 rounded-lg border border-border p-3 hover:bg-muted">
                  <span className="flex items-center gap-2 font-semibold">
                    {page.label} <ArrowRight className="size-4 shrink-0 text-brand-700 dark:text-brand-300" aria-hidden="true" />
                  </span>
                  <span className="text-sm text-muted-foreground">{page.description}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
        {locked.length > 0 && (
          <div className="grid grid-cols-1 gap-3">
            <h3 id={lockedId} className="text-sm font-semibold text-muted-foreground">
              Not in your plan
            </h3>
            <ul aria-labelledby={lockedId} className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
              {locked.map((page) => (
                <li key={page.label} className="flex flex-col gap-1 rounded-lg border border-dashed border-border p-3 text-sm">
                  <span className="flex items-center gap-2 font-medium">
                    <Lock className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                    {page.label}
                  </span>
                  <span className="text-muted-foreground">{page.description}</span>
                  <Link to="/pricing" className="font-medium text-brand-700 underline-offset-4 hover:underline dark:text-brand-300">
                    Included in {TIER_DISPLAY_NAMES[page.tier]}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
