import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { SubscriptionTier } from '#shared/constants.ts';
import { cyclesFor } from '#shared/domain/billing.ts';
import type { Abilities } from '#shared/domain/policy.ts';
import { PLANS, PRICING_PAGE_TIERS, type PaidCycle, type Promo } from '#shared/plans.ts';
import { ManageSubscriptionLink } from '#web/components/account-links.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '#web/components/ui/dialog.tsx';
import { PlanCard } from './plan-card.tsx';
import { TitledSection } from '#web/components/ui/titled-section.tsx';

export const PRICING_HERO = 'Launch with Data, Not Doubt';

/** The spec's student discount (50%): a personal promo code staff issue from /admin/billing to a student who asks. */
export const STUDENT_DISCOUNT_FAQ = {
  question: 'Is there a student discount?',
  answer:
    'Yes, 50% off Community and Master Builder. Send us a message from your school e-mail address with the subject "Student discount", and we reply with a personal 50% code to enter at checkout.',
  link: { to: '/contact', label: 'Contact us' },
} as const;

export const PRICING_FAQ: readonly { question: string; answer: string; link?: { to: string; label: string } }[] = [
  {
    question: 'Can I change my plan anytime?',
    answer: 'Yes. Upgrades take effect immediately; downgrades take effect at the end of your current billing cycle.',
  },
  {
    question: 'How much do I save with annual billing?',
    answer: 'Paying annually saves you up to 43% compared with paying month by month.',
  },
  {
    question: 'Is Legacy Founder really lifetime?',
    answer: 'Yes. One payment gives you true lifetime access to everything in Master Builder, including all future AI upgrades.',
  },
  STUDENT_DISCOUNT_FAQ,
];

/** A member's plan button: it starts the checkout of the plan and cycle (composed in by the route). */
export type CheckoutAction = (tier: SubscriptionTier, cycle: PaidCycle, look: { label: string; variant: 'default' | 'outline'; className: string }) => ReactNode;

/**
 * /pricing: the four plans, the FAQ, and for a signed-out visitor (no `abilities`) the "Choose an
 * option" dialog. A member's abilities say where each plan stands: theirs, included in theirs, or
 * an upgrade they may buy.
 */
export function PricingPage({
  abilities,
  checkoutAction,
  promo = null,
}: {
  abilities: Pick<Abilities, 'paidPlan' | 'planStandings'> | null;
  checkoutAction: CheckoutAction;
  promo?: Promo | null;
}) {
  const [chooseOpen, setChooseOpen] = useState(false);

  const action = (tier: SubscriptionTier) => (cycle: PaidCycle) => {
    const variant = PLANS[tier].popular ? 'default' : 'outline';
    if (abilities === null) {
      return (
        <Button className="w-full" size="lg" variant={variant} onClick={() => setChooseOpen(true)}>
          {cyclesFor(tier).length === 0 ? 'Start Free' : `Get ${PLANS[tier].name}`}
        </Button>
      );
    }
    const standing = abilities.planStandings[tier];
    if (standing === 'current') {
      return (
        <Button className="w-full" size="lg" variant="outline" disabled>
          Current Plan
        </Button>
      );
    }
    if (standing === 'included') {
      return (
        <Button className="w-full" size="lg" variant="outline" disabled>
          Included in your plan
        </Button>
      );
    }
    return checkoutAction(tier, cycle, { label: `Upgrade to ${PLANS[tier].name}`, variant, className: 'w-full' });
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <header className="mx-auto max-w-3xl text-center">
        <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase dark:text-brand-300">Pricing</p>
        <h1 className="mt-2 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">{PRICING_HERO}</h1>
        <p className="mt-4 text-lg text-pretty text-muted-foreground">
          Start free with five case studies a month. Upgrade when you want every case study, failure analysis and AI tool.
        </p>
        {abilities?.paidPlan && <ManageSubscriptionLink className="mt-4" />}
      </header>

      <div className="mt-12 grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
        {PRICING_PAGE_TIERS.map((tier) => (
          <PlanCard key={tier} tier={tier} current={abilities?.planStandings[tier] === 'current'} highlighted={PLANS[tier].popular} action={action(tier)} promo={promo} />
        ))}
      </div>

      <TitledSection id="faq" title="Frequently asked questions" titleClassName="text-center text-2xl font-bold tracking-tight" className="mx-auto mt-16 max-w-3xl">
        <dl className="mt-6 flex flex-col gap-4">
          {PRICING_FAQ.map(({ question, answer, link }) => (
            <div key={question} className="rounded-xl border border-border bg-card p-5">
              <dt className="font-semibold">{question}</dt>
              <dd className="mt-2 text-pretty text-muted-foreground">
                {answer}
                {link && (
                  <>
                    {' '}
                    <Link to={link.to} className="font-medium text-brand-700 underline underline-offset-2 dark:text-brand-300">
                      {link.label}
                    </Link>
                  </>
                )}
              </dd>
            </div>
          ))}
        </dl>
      </TitledSection>

      <Dialog open={chooseOpen} onOpenChange={setChooseOpen}>
        <DialogContent>
          <DialogTitle className="pr-8 text-xl font-bold">Choose an option</DialogTitle>
          <DialogDescription className="text-muted-foreground">Sign in to your account, or create a free one to choose a plan.</DialogDescription>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button asChild size="lg" className="flex-1">
              <Link to="/auth?tab=signin">Sign In</Link>
            </Button>
            <Button asChild size="lg" variant="outline" className="flex-1">
              <Link to="/auth?tab=signup">Sign Up</Link>
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </div>
  );
}
