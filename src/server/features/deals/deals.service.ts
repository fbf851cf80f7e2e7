import { DEAL_FEATURE, DEAL_MESSAGES, type AdminDeal, type Deal, type DealRedemption, type dealCreateSchema, type dealUpdateSchema } from '#shared/schemas/deals.ts';
import type { z } from 'zod';
import type { SessionUser } from '../../app-context.ts';
import { authorize, authorizeContentPublisher, toActor } from '../../auth/authorize.ts';
import type { Database } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/params.ts';
import { presentAdminDeal, presentDeal } from './deals.presenter.ts';
import { allDealsWithReveals, dealWithReveals, findDeal, insertDeal, listedDeal, listedDeals, recordReveal, revealedBy, updateDeal } from './deals.queries.ts';

/** The directory: every listed deal for everyone; codes only as presentDeal allows. */
export async function listDeals(db: Database, user: SessionUser | null, now = new Date()): Promise<{ deals: Deal[] }> {
  const actor = toActor(user);
  const [rows, revealed] = await Promise.all([listedDeals(db, now), user ? revealedBy(db, user.id) : Promise.resolve(new Set<string>())]);
  return { deals: rows.map((row) => presentDeal(row, actor, revealed.has(row.id))) };
}

/**
 * A member asks for a deal's code and link: their plan must have the deal (403 with the plan
 * that has it); the first time is recorded, so staff see how many members used it.
 */
export async function revealDeal(db: Database, user: SessionUser, id: string, now = new Date()): Promise<DealRedemption> {
  const deal = isUuid(id) ? await listedDeal(db, id, now) : null;
  if (!deal) throw notFound(DEAL_MESSAGES.notFound);
  authorize(user, DEAL_FEATURE[deal.access]);
  await recordReveal(db, deal.id, user.id);
  return { code: deal.code, redeemUrl: deal.redeemUrl };
}

export async function listAdminDeals(db: Database, user: SessionUser, now = new Date()): Promise<{ deals: AdminDeal[] }> {
  authorizeContentPublisher(user);
  const rows = await allDealsWithReveals(db);
  return { deals: rows.map((row) => presentAdminDeal(row.deal, row.reveals, now)) };
}

export async function createDeal(db: Database, user: SessionUser, input: z.output<typeof dealCreateSchema>, now = new Date()): Promise<AdminDeal> {
  authorizeContentPublisher(user);
  const row = await insertDeal(db, {
    partnerName: input.partnerName,
    title: input.title,
    summary: input.summary,
    category: input.category,
    access: input.access,
    code: input.code ?? null,
    redeemUrl: input.redeemUrl ?? null,
    terms: input.terms ?? null,
    expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
    createdBy: user.id,
  });
  return presentAdminDeal(row, 0, now);
}

/** Changes a deal's fields, retires it (out of the directory) or brings it back. */
export async function changeDeal(db: Database, user: SessionUser, id: string, changes: z.output<typeof dealUpdateSchema>, now = new Date()): Promise<AdminDeal> {
  authorizeContentPublisher(user);
  if (!isUuid(id)) throw notFound(DEAL_MESSAGES.notFound);
  await db.transaction(async (tx) => {
    const current = await findDeal(tx, id);
    if (!current) throw notFound(DEAL_MESSAGES.notFound);
    const code = changes.code === undefined ? current.code : changes.code;
    const redeemUrl = changes.redeemUrl === undefined ? current.redeemUrl : changes.redeemUrl;
    if (!code && !redeemUrl) throw badRequest(DEAL_MESSAGES.redeemRequired);
    const { retired, expiresAt, ...fields } = changes;
    await updateDeal(tx, id, {
      ...fields,
      ...(expiresAt !== undefined && { expiresAt: expiresAt ? new Date(expiresAt) : null }),
      ...(retired !== undefined && { retiredAt: retired ? (current.retiredAt ?? now) : null }),
    });
  });
  const row = await dealWithReveals(db, id);
  return presentAdminDeal(row!.deal, row!.reveals, now);
}
