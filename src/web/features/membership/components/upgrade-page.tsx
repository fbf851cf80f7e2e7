import { Check, Crown } from 'lucide-react';
import { Link } from 'react-router';
import type { SubscriptionTier } from '#shared/constants.ts';
import type { Abilities } from '#shared/domain/policy.ts';
import { PLANS } from '#shared/plans.ts';
import type { CheckoutAction } from './pricing-page.tsx';
import { ManageSubscriptionLink } from '#web/components/account-links.tsx';
import { TierBadge } from '#web/components/tier-badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { PlanCard } from './plan-card.tsx';
import { TitledSection } from '#web/components/ui/titled-section.tsx';


/** What a plan adds over the one below it: its features without the "Everything in ..." line. */
const additions = (tier: SubscriptionTier) => PLANS[tier].features.filter((feature) => !feature.startsWith('Everything in'));

/**
 * /upgrade: the member's plan (`displayTier`, shown only), what the next plan adds, and the plans
 * above theirs (their abilities' `upgradeTiers`) to choose from.
 */
export function UpgradePage({
  displayTier,
  abilities,
  preferredTier,
  checkoutAction,
}: {
  displayTier: SubscriptionTier;
  abilities: Pick<Abilities, 'paidPlan' | 'upgradeTiers'>;
  preferredTier: SubscriptionTier | null;
  checkoutAction: CheckoutAction;
}) {
  const choices = abilities.upgradeTiers;
  const next = choices[0] ?? null;
  const featured = preferredTier && choices.includes(preferredTier) ? preferredTier : next;

  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Upgrade your plan</h1>
        <p className="flex flex-wrap items-center gap-2 text-muted-foreground">
          Your current plan: <TierBadge tier={displayTier} />
        </p>
        {abilities.paidPlan && <ManageSubscriptionLink className="self-start" />}
      </header>

      {!next ? (
        <section className="mt-10 flex flex-col items-start gap-4 rounded-2xl border border-amber-300 bg-amber-50 p-6 dark:border-amber-700 dark:bg-amber-950/40">
          <Crown className="size-8 text-amber-600" aria-hidden="true" />
          <h2 className="text-xl font-bold">You already have every feature</h2>
          <p className="text-pretty text-muted-foreground">Legacy Founder is our top plan, for life, including all future AI upgrades.</p>
          <Button asChild variant="outline">
            <Link to="/case-studies">Browse case studies</Link>
          </Button>
        </section>
      ) : (
        <>
          <TitledSection id="next-plan" title={`What ${PLANS[next].name} adds`} titleClassName="text-xl font-bold" className="mt-10 rounded-2xl border border-brand-200 bg-brand-50/60 p-6 dark:border-brand-800 dark:bg-brand-950/40">
            <ul className="mt-4 grid gap-2 sm:grid-cols-2">
              {additions(next).map((feature) => (
                <li key={feature} className="flex gap-2 text-sm">
                  <Check className="mt-0.5 size-4 shrink-0 text-emerald-600 dark:text-emerald-400" aria-hidden="true" />
                  {feature}
                </li>
              ))}
            </ul>
          </TitledSection>

          <h2 className="mt-12 text-xl font-bold">Choose your plan</h2>
          <div className="mt-4 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {choices.map((tier) => (
              <PlanCard
                key={tier}
                tier={tier}
                highlighted={tier === featured}
                action={(cycle) => checkoutAction(tier, cycle, { label: `Continue with ${PLANS[tier].name}`, variant: tier === featured ? 'default' : 'outline', className: 'w-full' })}
              />
            ))}
          </div>
          <p className="mt-6 text-sm text-muted-foreground">
            Upgrades take effect immediately. Compare every plan on the <Link to="/pricing" className="font-medium text-brand-700 underline-offset-4 hover:underline dark:text-brand-300">pricing page</Link>.
          </p>
        </>
      )}
    </div>
  );
}
