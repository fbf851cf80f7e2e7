import { and, asc, count, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { dealReveals, deals } from '../../db/schema/deals.ts';

type Db = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;
export type DealRow = typeof deals.$inferSelect;

/** Deals in the directory now: not retired, not expired; partner deals first, then by partner. */
export const listedDeals = (db: Db, now: Date) =>
  db
    .select()
    .from(deals)
    .where(and(isNull(deals.retiredAt), or(isNull(deals.expiresAt), gt(deals.expiresAt, now))))
    .orderBy(sql`${deals.access} = 'exclusive'`, asc(sql`lower(${deals.partnerName})`), asc(deals.id));

export async function listedDeal(db: Db, id: string, now: Date): Promise<DealRow | null> {
  const [row] = await db
    .select()
    .from(deals)
    .where(and(eq(deals.id, id), isNull(deals.retiredAt), or(isNull(deals.expiresAt), gt(deals.expiresAt, now))));
  return row ?? null;
}

/** The deals whose code the member asked for. */
export async function revealedBy(db: Db, userId: string): Promise<Set<string>> {
  const rows = await db.select({ dealId: dealReveals.dealId }).from(dealReveals).where(eq(dealReveals.userId, userId));
  return new Set(rows.map((row) => row.dealId));
}

/** Records that the member asked for the deal's code (once; asking again changes nothing). */
export async function recordReveal(db: Db, dealId: string, userId: string): Promise<void> {
  await db.insert(dealReveals).values({ dealId, userId }).onConflictDoNothing();
}

/** Every deal for staff, newest first, with how many members asked for its code. */
export const allDealsWithReveals = (db: Db) =>
  db
    .select({ deal: deals, reveals: count(dealReveals.userId) })
    .from(deals)
    .leftJoin(dealReveals, eq(dealReveals.dealId, deals.id))
    .groupBy(deals.id)
    .orderBy(desc(deals.createdAt), desc(deals.id));

export async function dealWithReveals(db: Db, id: string) {
  const [row] = await db
    .select({ deal: deals, reveals: count(dealReveals.userId) })
    .from(deals)
    .leftJoin(dealReveals, eq(dealReveals.dealId, deals.id))
    .where(eq(deals.id, id))
    .groupBy(deals.id);
  return row ?? null;
}

export async function insertDeal(db: Db, values: typeof deals.$inferInsert): Promise<DealRow> {
  const [row] = await db.insert(deals).values(values).returning();
  return row!;
}

export async function updateDeal(db: Db, id: string, changes: Partial<typeof deals.$inferInsert>): Promise<DealRow | null> {
  const [row] = await db.update(deals).set(changes).where(eq(deals.id, id)).returning();
  return row ?? null;
}

export async function findDeal(db: Db, id: string): Promise<DealRow | null> {
  const [row] = await db.select().from(deals).where(eq(deals.id, id)).for('update');
  return row ?? null;
}
