import { and, desc, eq, isNull } from 'drizzle-orm';
import { formatCents } from '#shared/domain/billing.ts';
import { PLANS } from '#shared/plans.ts';
import { BILLING_MESSAGES, type RefundResult } from '#shared/schemas/billing.ts';
import type { Database } from '../../db/client.ts';
import { bootcampEnrollments } from '../../db/schema/academy.ts';
import { subscribers } from '../../db/schema/accounts.ts';
import { billingHistory } from '../../db/schema/billing.ts';
import { emitEvent } from '../../events.ts';
import { recordAudit } from '../../lib/audit.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/params.ts';
import { queueMail } from '../../mail/mailer.ts';
import { refundEmail } from '../../mail/templates.ts';
import { latestPlanCharge, presentHistoryItem } from './billing.history.ts';
import { takeInvoiceNumber } from './billing.ledger.ts';
import { lockMemberBilling } from './billing.quote.ts';
import type { PaymentProvider } from './billing.provider.ts';

/** The latest charges of every member, for staff to find the one to refund. */
export async function listPayments(db: Database) {
  const rows = await db
    .select({ row: billingHistory, email: subscribers.email })
    .from(billingHistory)
    .leftJoin(subscribers, eq(subscribers.userId, billingHistory.userId))
    .where(eq(billingHistory.kind, 'charge'))
    .orderBy(desc(billingHistory.datePurchased))
    .limit(100);
  return rows.map(({ row, email }) => ({ ...presentHistoryItem(row), email }));
}

/**
 * Refunds one charge (PRODUCT §9: the 30-day money-back promise): a refund row with its own
 * number, the charge marked refunded, a plan payment returns the member to Explorer and a seat is
 * given up, the member is e-mailed and the audit log names the staff member, all in one
 * transaction. Stripe is asked first, so a refusal there changes nothing here.
 */
export async function refundPayment(db: Database, provider: PaymentProvider, actorId: string, billingId: string, now = new Date()): Promise<RefundResult> {
  if (!isUuid(billingId)) throw notFound(BILLING_MESSAGES.paymentNotFound);
  const [charge] = await db.select().from(billingHistory).where(and(eq(billingHistory.id, billingId), eq(billingHistory.kind, 'charge')));
  if (!charge) throw notFound(BILLING_MESSAGES.paymentNotFound);
  if (charge.refundedAt) throw conflict(BILLING_MESSAGES.alreadyRefunded);
  if (charge.provider === 'stripe') await provider.refund(charge.providerPaymentId, charge.priceCents);
  return db.transaction(async (tx) => {
    // The member's billing lock first, as paying a checkout takes it: a refund and a payment of one member queue, never deadlock.
    await lockMemberBilling(tx, charge.userId);
    const [marked] = await tx
      .update(billingHistory)
      .set({ refundedAt: now })
      .where(and(eq(billingHistory.id, charge.id), isNull(billingHistory.refundedAt)))
      .returning();
    if (!marked) throw conflict(BILLING_MESSAGES.alreadyRefunded);
    const invoiceNumber = await takeInvoiceNumber(tx, now);
    const [refund] = await tx
      .insert(billingHistory)
      .values({
        userId: charge.userId,
        kind: 'refund',
        subscriptionPlan: charge.subscriptionPlan,
        billingCycle: charge.billingCycle,
        bootcampId: charge.bootcampId,
        description: `Refund of ${charge.invoiceNumber}: ${charge.description}`,
        datePurchased: now,
        subtotalCents: charge.priceCents,
        priceCents: charge.priceCents,
        provider: charge.provider,
        providerPaymentId: charge.providerPaymentId,
        refundOfId: charge.id,
        idempotencyKey: `refund:${charge.id}`,
        invoiceNumber,
      })
      .returning();
    // Only the payment of the plan held now ends it; refunding one an upgrade already replaced gives the money back and leaves the plan.
    const current = await latestPlanCharge(tx, charge.userId);
    const backToExplorer = charge.subscriptionPlan !== null && current?.id === charge.id;
    const endedPlan = backToExplorer && charge.subscriptionPlan ? PLANS[charge.subscriptionPlan].name : null;
    const planKept = charge.subscriptionPlan !== null && !backToExplorer;
    if (backToExplorer) {
      // A refunded plan does not renew: its Stripe subscription is ended there too.
      const [sub] = await tx.select({ stripeSubscriptionId: subscribers.stripeSubscriptionId }).from(subscribers).where(eq(subscribers.userId, charge.userId)).for('update');
      if (sub?.stripeSubscriptionId) {
        await emitEvent(tx, { type: 'billing.stripe_subscription_end', actorId, payload: { stripeSubscriptionId: sub.stripeSubscriptionId, when: 'now' } });
      }
      await tx
        .update(subscribers)
        .set({ subscriptionTier: 'explorer', subscriptionStatus: 'expired', cancelAtPeriodEnd: false, pendingTier: null, pendingBillingCycle: null, nextRetryAt: null, updatedAt: now })
        .where(eq(subscribers.userId, charge.userId));
    }
    if (charge.bootcampId) {
      await tx.delete(bootcampEnrollments).where(and(eq(bootcampEnrollments.bootcampId, charge.bootcampId), eq(bootcampEnrollments.userId, charge.userId)));
    }
    const [member] = await tx.select({ email: subscribers.email }).from(subscribers).where(eq(subscribers.userId, charge.userId));
    if (member?.email) {
      await queueMail(tx, refundEmail(member.email, { invoiceNumber, refundedInvoiceNumber: charge.invoiceNumber, amount: formatCents(charge.priceCents), description: charge.description, endedPlan, planKept }));
    }
    await recordAudit(tx, {
      actorId,
      action: 'payment.refunded',
      subjectType: 'billing_history',
      subjectId: charge.id,
      details: { memberId: charge.userId, invoiceNumber: charge.invoiceNumber, refundInvoiceNumber: invoiceNumber, amountCents: charge.priceCents },
    });
    const outcome = endedPlan
      ? ` The ${endedPlan} plan has ended; the member is now on Explorer.`
      : planKept
        ? ' A later plan replaced it, so the member keeps their current plan.'
        : charge.bootcampId
          ? ' The bootcamp seat is given up.'
          : '';
    return {
      ...presentHistoryItem(refund!),
      refundedInvoiceNumber: charge.invoiceNumber,
      summary: `Refunded ${formatCents(charge.priceCents)} for invoice ${charge.invoiceNumber} (${charge.description}).${outcome}${member?.email ? ' The member has been e-mailed.' : ''}`,
    };
  });
}
