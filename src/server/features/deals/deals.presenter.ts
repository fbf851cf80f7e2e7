import { can, minimumTierFor, type Actor } from '#shared/domain/policy.ts';
import { DEAL_FEATURE, type AdminDeal, type Deal } from '#shared/schemas/deals.ts';
import type { DealRow } from './deals.queries.ts';

/** Whether the actor's plan has the deal. */
export const hasDeal = (actor: Actor, deal: Pick<DealRow, 'access'>) => can(actor, DEAL_FEATURE[deal.access]);

/** What the directory and the admin list both show of a deal. */
const dealDescription = (row: DealRow) => ({
  id: row.id,
  partnerName: row.partnerName,
  title: row.title,
  summary: row.summary,
  category: row.category,
  access: row.access,
  terms: row.terms,
  expiresAt: row.expiresAt?.toISOString() ?? null,
});

/**
 * A deal as the directory sends it. The code and the redeem link leave the server only for a
 * plan that has the deal and a member who asked for it; everyone else learns which plan has it.
 */
export function presentDeal(row: DealRow, actor: Actor, revealed: boolean): Deal {
  const unlocked = hasDeal(actor, row);
  const shown = unlocked && revealed;
  return {
    ...dealDescription(row),
    unlocked,
    requiredTier: unlocked ? null : minimumTierFor(DEAL_FEATURE[row.access]),
    code: shown ? row.code : null,
    redeemUrl: shown ? row.redeemUrl : null,
    hasCode: row.code !== null,
    hasLink: row.redeemUrl !== null,
  };
}

export function presentAdminDeal(row: DealRow, reveals: number, now: Date): AdminDeal {
  return {
    ...dealDescription(row),
    code: row.code,
    redeemUrl: row.redeemUrl,
    retired: row.retiredAt !== null,
    expired: row.expiresAt !== null && row.expiresAt <= now,
    reveals,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
