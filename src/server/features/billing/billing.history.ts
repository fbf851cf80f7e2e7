import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { formatCents } from '#shared/domain/billing.ts';
import { BILLING_MESSAGES, type BillingHistoryItem, type InvoiceView } from '#shared/schemas/billing.ts';
import type { Database } from '../../db/client.ts';
import { subscribers } from '../../db/schema/accounts.ts';
import { billingHistory } from '../../db/schema/billing.ts';
import { notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/params.ts';
import { invoiceLines } from './billing.ledger.ts';
import { readInvoiceCompany } from './invoice-company.ts';

type HistoryRow = typeof billingHistory.$inferSelect;

export function presentHistoryItem(row: HistoryRow): BillingHistoryItem {
  return {
    id: row.id,
    invoiceNumber: row.invoiceNumber,
    kind: row.kind,
    subscriptionPlan: row.subscriptionPlan,
    description: row.description,
    datePurchased: row.datePurchased.toISOString(),
    priceCents: row.priceCents,
    nextBillingDate: row.nextBillingDate?.toISOString() ?? null,
    refunded: row.refundedAt !== null,
  };
}

/** The member's own charges and refunds, newest first (access-admin-pricing §7 call 9). */
export async function listHistory(db: Database, userId: string): Promise<BillingHistoryItem[]> {
  const rows = await db.select().from(billingHistory).where(eq(billingHistory.userId, userId)).orderBy(desc(billingHistory.datePurchased), desc(billingHistory.invoiceNumber)).limit(500);
  return rows.map(presentHistoryItem);
}

/** One of the member's own invoices; another member's is "not found", like one that does not exist. */
export async function getInvoice(db: Database, userId: string, id: string): Promise<InvoiceView> {
  if (!isUuid(id)) throw notFound(BILLING_MESSAGES.invoiceNotFound);
  const [row] = await db
    .select({ row: billingHistory, email: subscribers.email })
    .from(billingHistory)
    .leftJoin(subscribers, eq(subscribers.userId, billingHistory.userId))
    .where(and(eq(billingHistory.id, id), eq(billingHistory.userId, userId)));
  if (!row) throw notFound(BILLING_MESSAGES.invoiceNotFound);
  const company = await readInvoiceCompany(db);
  const lines = row.row.kind === 'refund' ? [{ label: row.row.description, amount: `-${formatCents(row.row.priceCents)}` }] : invoiceLines(row.row);
  return {
    ...presentHistoryItem(row.row),
    company,
    billedTo: row.email,
    lines,
    subtotalCents: row.row.subtotalCents,
    discountCents: row.row.discountCents,
    creditCents: row.row.creditCents,
    amountPaidCents: row.row.priceCents,
    currency: row.row.currency,
  };
}

/** The payment of the plan the member holds now (or held last): their newest plan charge. */
export async function latestPlanCharge(db: Database, userId: string): Promise<HistoryRow | null> {
  const [row] = await db
    .select()
    .from(billingHistory)
    .where(and(eq(billingHistory.userId, userId), eq(billingHistory.kind, 'charge'), isNotNull(billingHistory.subscriptionPlan)))
    .orderBy(desc(billingHistory.datePurchased), desc(billingHistory.invoiceNumber))
    .limit(1);
  return row ?? null;
}
