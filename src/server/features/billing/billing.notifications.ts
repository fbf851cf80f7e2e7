import { z } from 'zod';
import { PLANS } from '#shared/plans.ts';
import type { StoredEvent } from '../../jobs/queue.ts';
import type { EventHandler } from '../../jobs/worker.ts';
import { recordOwnNotifications, type OwnNotification } from '../../realtime/user-actions.ts';

const succeeded = z.object({ recipientId: z.string(), billingId: z.string(), invoiceNumber: z.string(), amountCents: z.number(), description: z.string().optional() });
const failed = z.object({ recipientId: z.string(), plan: z.enum(Object.keys(PLANS) as [keyof typeof PLANS]), amountCents: z.number(), attempt: z.number(), accessUntil: z.string() });

/** The in-app notice of a payment event, once per charge or per failed attempt (PRODUCT §10). */
function noticeOf(event: StoredEvent): OwnNotification {
  if (event.type === 'payment.succeeded') {
    const { recipientId, billingId, invoiceNumber, amountCents, description } = succeeded.parse(event.payload);
    return { recipientId, kind: 'payment_received', metadata: { amountCents, invoiceNumber, description, billingId }, dedupeKey: `payment_received:${billingId}` };
  }
  const { recipientId, plan, amountCents, attempt, accessUntil } = failed.parse(event.payload);
  return {
    recipientId,
    kind: 'payment_failed',
    metadata: { amountCents, planName: `${PLANS[plan].name} plan`, accessUntil, attempt },
    dedupeKey: `payment_failed:${accessUntil}:${attempt}`,
  };
}

const notify = (tx: Parameters<EventHandler['handle']>[0], events: readonly StoredEvent[]) => recordOwnNotifications(tx, events.map(noticeOf)).then(() => undefined);

/** Receipts and failed renewals reach the member's bell too, beside the e-mail. */
export const paymentNotificationHandler: EventHandler = {
  name: 'payment-notifications',
  groupable: true,
  types: ['payment.succeeded', 'payment.failed'],
  handle: (tx, event) => notify(tx, [event]),
  handleBatch: notify,
};
