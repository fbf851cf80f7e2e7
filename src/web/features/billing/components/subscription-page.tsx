import { Check } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { SUBSCRIPTION_TIERS, TIER_DISPLAY_NAMES, type SubscriptionTier } from '#shared/constants.ts';
import { formatCents, formatLongDate } from '#shared/domain/billing.ts';
import type { Abilities, PlanStanding } from '#shared/domain/policy.ts';
import { PLANS, featureSummary } from '#shared/plans.ts';
import type { BillingHistoryItem, SubscriptionView } from '#shared/schemas/billing.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { DataTable } from '#web/components/ui/data-table.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '#web/components/ui/dialog.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { cn } from '#web/lib/cn.ts';
import { useBillingHistory, useInvoice, useSubscription, useSubscriptionChange } from '../api/billing.ts';
import { InvoiceDocument } from './invoice-document.tsx';
import { TitledSection } from '#web/components/ui/titled-section.tsx';

export const SUBSCRIPTION_LOADING = 'Loading subscription details...';

const STATUS_LABELS = { active: 'Active', past_due: 'Past due', expired: 'Expired' } as const;

/** What the subscription page offers, from the member's abilities (the session): where each plan stands and what they may switch down to. */
export type SubscriptionAbilities = Pick<Abilities, 'upgrade' | 'planStandings' | 'switchDownTiers'>;

/**
 * /account/subscription (access-admin-pricing §2): the plan, its state, the plans, features, history and invoices.
 * The plan cards' Upgrade and "Switch at period end" come from the member's `abilities` alone.
 */
export function SubscriptionPage({ abilities, onChanged }: { abilities: SubscriptionAbilities | null; onChanged: () => Promise<void> }) {
  const subscription = useSubscription();
  const history = useBillingHistory();
  const [invoiceId, setInvoiceId] = useState<string | null>(null);
  const [confirmCancel, setConfirmCancel] = useState(false);

  useEffect(() => {
    if (history.isError) toast.error('Error', { description: 'Failed to load billing history' });
  }, [history.isError]);

  if (subscription.isPending || history.isPending) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center gap-2 text-muted-foreground" role="status">
        <Spinner /> {SUBSCRIPTION_LOADING}
      </div>
    );
  }
  if (subscription.isError) {
    return <p className="mx-auto max-w-xl px-4 py-16 text-center text-muted-foreground">{subscription.error.message}</p>;
  }
  const sub = subscription.data;
  const tier = sub.tier as SubscriptionTier;
  const items = history.data ?? [];
  const holdsPlan = sub.status === 'active' || sub.status === 'past_due';
  const renewing = holdsPlan && (sub.cycle === 'monthly' || sub.cycle === 'annual');

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-10 px-4 py-12 sm:px-6 lg:px-8">
      <header>
        <h1 className="text-3xl font-extrabold tracking-tight">My Subscription</h1>
        <p className="mt-2 text-muted-foreground">Your plan, what it includes, and every payment you have made.</p>
      </header>

      <CurrentPlanPanel sub={sub} onChanged={onChanged} onCancel={() => setConfirmCancel(true)} />

      <TitledSection id="plans-heading" title="Plans" titleClassName="text-xl font-bold">
        <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {SUBSCRIPTION_TIERS.map((planTier) => (
            <PlanSummaryCard
              key={planTier}
              planTier={planTier}
              standing={abilities?.planStandings[planTier] ?? 'included'}
              switchDown={abilities?.switchDownTiers.includes(planTier) ?? false}
              onChanged={onChanged}
            />
          ))}
        </div>
      </TitledSection>

      <TitledSection id="features-heading" title="Your Current Features" titleClassName="text-xl font-bold" className="rounded-2xl border border-border bg-card p-6">
        <ul className="mt-4 grid gap-2 sm:grid-cols-2">
          {PLANS[tier].features.map((feature) => (
            <li key={feature} className="flex gap-2 text-sm">
              <Check className="mt-0.5 size-4 shrink-0 text-emerald-600 dark:text-emerald-400" aria-hidden="true" />
              {feature}
            </li>
          ))}
        </ul>
        {abilities?.upgrade && (
          <p className="mt-4 text-sm">
            Want more?{' '}
            <Link to="/pricing" className="font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-300">
              Upgrade your plan
            </Link>
          </p>
        )}
      </TitledSection>

      <BillingHistory items={items} onView={setInvoiceId} />

      {items.length > 0 && holdsPlan && (
        <p>
          <button
            type="button"
            className="text-sm text-muted-foreground underline underline-offset-4 hover:text-foreground"
            onClick={() => {
              if (renewing && !sub.cancelAtPeriodEnd) setConfirmCancel(true);
              else toast('Cancel Subscription', { description: `Please contact support to cancel your subscription: ${sub.supportEmail ?? ''}` });
            }}
          >
            I&apos;d like to cancel my subscription
          </button>
        </p>
      )}

      <CancelDialog open={confirmCancel} onOpenChange={setConfirmCancel} sub={sub} onChanged={onChanged} />
      <InvoiceDialog invoiceId={invoiceId} onClose={() => setInvoiceId(null)} />
    </div>
  );
}

function CurrentPlanPanel({ sub, onChanged, onCancel }: { sub: SubscriptionView; onChanged: () => Promise<void>; onCancel: () => void }) {
  const change = useSubscriptionChange();
  const tier = sub.tier as SubscriptionTier;
  if (!sub.status) return null;
  if (sub.status === 'expired') return <EndedPlanPanel sub={sub} />;
  const renewing = (sub.status === 'active' || sub.status === 'past_due') && (sub.cycle === 'monthly' || sub.cycle === 'annual');
  const undo = () =>
    change.mutate(
      { action: 'undo' },
      { onSuccess: () => void onChanged().then(() => toast.success('Your subscription will continue.')), onError: (error) => toast.error('Error', { description: error.message }) },
    );
  return (
    <section aria-labelledby="current-plan" className="rounded-2xl border border-border bg-card p-6">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="current-plan" className="text-xl font-bold">
          {TIER_DISPLAY_NAMES[tier]}
        </h2>
        <span
          className={cn(
            'rounded-full px-2.5 py-0.5 text-xs font-semibold',
            sub.status === 'active' ? 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200' : 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
          )}
        >
          {sub.cancelAtPeriodEnd ? 'Cancels at period end' : STATUS_LABELS[sub.status]}
        </span>
      </div>
      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-3">
        {sub.cycle === 'lifetime' ? (
          <div>
            <dt className="text-muted-foreground">Access</dt>
            <dd className="font-medium">Lifetime — never renews</dd>
          </div>
        ) : (
          sub.currentPeriodEnd && (
            <div>
              <dt className="text-muted-foreground">{sub.cancelAtPeriodEnd ? 'Access until' : 'Current period ends'}</dt>
              <dd className="font-medium" data-testid="period-end">
                {formatLongDate(sub.currentPeriodEnd)}
              </dd>
            </div>
          )
        )}
        <div>
          <dt className="text-muted-foreground">Next charge</dt>
          <dd className="font-medium" data-testid="next-charge">
            {sub.nextCharge ? `${formatCents(sub.nextCharge.amountCents)} on ${formatLongDate(sub.nextCharge.date)}` : 'None'}
          </dd>
        </div>
        {sub.card && (
          <div>
            <dt className="text-muted-foreground">Card</dt>
            <dd className="font-medium">
              {sub.card.brand} ending {sub.card.last4}
              {sub.status === 'past_due' ? ' — payment failed' : ''}
            </dd>
          </div>
        )}
      </dl>
      {sub.status === 'past_due' && sub.pastDueSince && (
        <p role="alert" className="mt-4 rounded-md bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950/50 dark:text-amber-100">
          Your last renewal payment failed. We will retry it; you keep your plan until {formatLongDate(new Date(new Date(sub.pastDueSince).getTime() + 7 * 86_400_000))}.
        </p>
      )}
      {sub.pendingTier && (
        <p className="mt-4 text-sm">
          Switches to {PLANS[sub.pendingTier as SubscriptionTier].name} ({sub.pendingCycle}) on {sub.currentPeriodEnd ? formatLongDate(sub.currentPeriodEnd) : 'the period end'}.
        </p>
      )}
      {renewing && (
        <div className="mt-4 flex flex-wrap gap-2">
          {sub.cancelAtPeriodEnd || sub.pendingTier ? (
            <Button variant="outline" onClick={undo} disabled={change.isPending}>
              {sub.cancelAtPeriodEnd ? 'Keep my subscription' : 'Undo the plan change'}
            </Button>
          ) : (
            <Button variant="outline" onClick={onCancel}>
              Cancel subscription
            </Button>
          )}
        </div>
      )}
    </section>
  );
}

/** Back on Explorer: nothing left to renew, cancel or change; a refund that ended the plan says so. */
function EndedPlanPanel({ sub }: { sub: SubscriptionView }) {
  return (
    <TitledSection id="current-plan" title={TIER_DISPLAY_NAMES[sub.tier as SubscriptionTier]} titleClassName="text-xl font-bold" className="rounded-2xl border border-border bg-card p-6">
      {sub.refund && (
        <p className="mt-2 text-sm text-muted-foreground">
          Your {PLANS[sub.refund.tier as SubscriptionTier].name} plan was refunded on {formatLongDate(sub.refund.date)}.
        </p>
      )}
    </TitledSection>
  );
}

function PlanSummaryCard({
  planTier,
  standing,
  switchDown,
  onChanged,
}: {
  planTier: SubscriptionTier;
  /** The member's plan, one included in it, or one above it (bought through checkout). */
  standing: PlanStanding;
  /** The member may switch down to it at the period's end. */
  switchDown: boolean;
  onChanged: () => Promise<void>;
}) {
  const change = useSubscriptionChange();
  const plan = PLANS[planTier];
  const current = standing === 'current';
  const summary = featureSummary(plan.features);
  return (
    <article className={cn('flex flex-col gap-3 rounded-xl border bg-card p-4', current ? 'border-emerald-500 ring-1 ring-emerald-500' : 'border-border')}>
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-bold">{TIER_DISPLAY_NAMES[planTier]}</h3>
        {current && <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200">Current Plan</span>}
      </div>
      <ul className="flex flex-col gap-1 text-sm">
        {summary.visible.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      {summary.hidden.length > 0 && <p className="text-xs text-muted-foreground">{summary.moreLabel}</p>}
      <div className="mt-auto">
        {standing === 'upgrade' && (
          <Button asChild size="sm" className="w-full">
            <Link to={`/upgrade?plan=${planTier}`}>Upgrade</Link>
          </Button>
        )}
        {switchDown && (
          <Button
            size="sm"
            variant="outline"
            className="w-full"
            disabled={change.isPending}
            onClick={() =>
              change.mutate(
                { action: 'change', plan: planTier },
                { onSuccess: () => void onChanged().then(() => toast.success(`You will move to ${plan.name} at the end of this period.`)), onError: (error) => toast.error('Error', { description: error.message }) },
              )
            }
          >
            Switch at period end
          </Button>
        )}
      </div>
    </article>
  );
}

function BillingHistory({ items, onView }: { items: BillingHistoryItem[]; onView: (id: string) => void }) {
  return (
    <TitledSection id="history-heading" title="Billing History" titleClassName="text-xl font-bold">
      {items.length === 0 ? (
        <div className="mt-4 rounded-2xl border border-dashed border-border p-8 text-center">
          <p className="font-semibold">No Billing History</p>
          <p className="mt-1 text-sm text-muted-foreground">You haven&apos;t made any purchases yet.</p>
          <Button asChild className="mt-4">
            <Link to="/pricing">Explore Premium Plans</Link>
          </Button>
        </div>
      ) : (
        <DataTable
          className="mt-4"
          caption="Your purchases"
          rows={items}
          rowKey={(item) => item.id}
          empty={null}
          columns={[
            {
              key: 'plan',
              header: 'Subscription Plan',
              cell: (item) => (
                <>
                  {item.description}
                  {item.refunded && <span className="ml-2 text-xs text-muted-foreground">(refunded)</span>}
                </>
              ),
            },
            { key: 'date', header: 'Date Purchased', className: 'whitespace-nowrap', cell: (item) => formatLongDate(item.datePurchased) },
            { key: 'price', header: 'Price', className: 'tabular-nums', cell: (item) => (item.kind === 'refund' ? `-${formatCents(item.priceCents)}` : formatCents(item.priceCents)) },
            { key: 'next', header: 'Next Billing Date', className: 'whitespace-nowrap', cell: (item) => (item.nextBillingDate ? formatLongDate(item.nextBillingDate) : 'N/A') },
            {
              key: 'actions',
              header: 'Actions',
              cell: (item) => (
                <Button size="sm" variant="outline" onClick={() => onView(item.id)}>
                  View Invoice
                </Button>
              ),
            },
          ]}
        />
      )}
    </TitledSection>
  );
}

function CancelDialog({ open, onOpenChange, sub, onChanged }: { open: boolean; onOpenChange: (open: boolean) => void; sub: SubscriptionView; onChanged: () => Promise<void> }) {
  const change = useSubscriptionChange();
  const end = sub.currentPeriodEnd ? formatLongDate(sub.currentPeriodEnd) : 'the end of your billing period';
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Cancel your subscription?"
      description={`You keep ${PLANS[sub.tier as SubscriptionTier].name} until ${end}. After that your account moves to the free Explorer plan and you will not be charged again. You can undo this until then.`}
      cancelLabel="Keep my plan"
      confirmLabel="Cancel at period end"
      busyLabel="Cancelling…"
      destructive
      onConfirm={async () => {
        await change.mutateAsync({ action: 'cancel' });
        void onChanged().then(() => toast.success(`Your subscription ends on ${end}.`));
      }}
    />
  );
}

function InvoiceDialog({ invoiceId, onClose }: { invoiceId: string | null; onClose: () => void }) {
  const invoice = useInvoice(invoiceId);
  return (
    <Dialog open={invoiceId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogTitle className="pr-8 text-xl font-bold">Invoice Details</DialogTitle>
        <DialogDescription className="sr-only">The invoice of this payment</DialogDescription>
        {invoice.isPending ? <Spinner showLabel /> : invoice.isError ? <p>{invoice.error.message}</p> : <InvoiceDocument invoice={invoice.data} />}
        {invoiceId && (
          <Button asChild variant="outline" className="self-start">
            <Link to={`/account/invoices/${invoiceId}`} target="_blank" rel="noopener">
              Print or save as PDF
            </Link>
          </Button>
        )}
      </DialogContent>
    </Dialog>
  );
}
