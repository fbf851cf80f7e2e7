import { desc } from 'drizzle-orm';
import { BILLING_MESSAGES, type PromotionCreate } from '#shared/schemas/billing.ts';
import type { Database } from '../../db/client.ts';
import { promotions } from '../../db/schema/billing.ts';
import { recordAudit } from '../../lib/audit.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import type { PromotionRow } from './billing.quote.ts';

export function presentPromotion(row: PromotionRow) {
  return {
    id: row.id,
    code: row.code,
    applicablePlans: row.applicablePlans,
    discountType: row.discountType,
    discountValue: row.discountValue,
    active: row.active,
    endsAt: row.endsAt?.toISOString() ?? null,
    maxRedemptions: row.maxRedemptions,
    redemptionCount: row.redemptionCount,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listPromotions(db: Database) {
  const rows = await db.select().from(promotions).orderBy(desc(promotions.createdAt)).limit(200);
  return rows.map(presentPromotion);
}

export async function createPromotion(db: Database, actorId: string, input: PromotionCreate, now = new Date()) {
  if (input.endsAt && new Date(input.endsAt).getTime() <= now.getTime()) throw badRequest(BILLING_MESSAGES.promoEndsAt);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(promotions)
      .values({
        code: input.code.toUpperCase(),
        applicablePlans: input.applicablePlans,
        discountType: input.discountType,
        discountValue: input.discountValue,
        endsAt: input.endsAt ? new Date(input.endsAt) : null,
        maxRedemptions: input.maxRedemptions ?? null,
        createdBy: actorId,
        startsAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw conflict(BILLING_MESSAGES.promoCodeTaken);
    await recordAudit(tx, { actorId, action: 'promotion.created', subjectType: 'promotion', subjectId: row.id, details: presentPromotion(row) });
    return presentPromotion(row);
  });
}
