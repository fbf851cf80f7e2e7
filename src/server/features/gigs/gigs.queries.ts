import { and, asc, count, desc, eq, exists, gte, sql, type SQL } from 'drizzle-orm';
import type { GigView } from '#shared/schemas/gigs.ts';
import type { Database } from '../../db/client.ts';
import { profiles } from '../../db/schema/accounts.ts';
import { gigApplications, gigs } from '../../db/schema/gigs.ts';
import { resultRows } from '../../lib/sql-helpers.ts';

type Db = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export type GigRow = typeof gigs.$inferSelect;
export type ApplicationRow = typeof gigApplications.$inferSelect;
export type MemberRow = { id: string; displayName: string | null; avatarUrl: string | null };
export type GigListRow = GigRow & { posterName: string | null; posterAvatar: string | null; applicationCount: number; applied: boolean };

const applicationCount = sql<number>`(select count(*)::int from ${gigApplications} where ${gigApplications.gigId} = ${gigs.id})`;
const appliedBy = (viewerId: string) =>
  sql<boolean>`exists (select 1 from ${gigApplications} where ${gigApplications.gigId} = ${gigs.id} and ${gigApplications.applicantId} = ${viewerId})`;

/** Which gigs a view lists: open ones taking applications, the viewer's own, or those they applied to. */
function viewFilter(view: GigView | 'all', viewerId: string, today: string): SQL | undefined {
  switch (view) {
    case 'all':
      return undefined;
    case 'open':
      return and(eq(gigs.status, 'open'), gte(gigs.deadline, today));
    case 'posted':
      return eq(gigs.posterId, viewerId);
    case 'applied':
      return exists(
        sql`(select 1 from ${gigApplications} where ${gigApplications.gigId} = ${gigs.id} and ${gigApplications.applicantId} = ${viewerId})`,
      );
  }
}

export async function listGigs(db: Db, { view, viewerId, skill, today, limit, offset }: { view: GigView | 'all'; viewerId: string; skill?: string; today: string; limit: number; offset: number }) {
  const where = and(viewFilter(view, viewerId, today), skill ? sql`${gigs.skills} @> array[${skill}]::text[]` : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        gig: gigs,
        posterName: profiles.displayName,
        posterAvatar: profiles.avatarUrl,
        applicationCount,
        applied: appliedBy(viewerId),
      })
      .from(gigs)
      .leftJoin(profiles, eq(profiles.userId, gigs.posterId))
      .where(where)
      .orderBy(desc(gigs.createdAt), desc(gigs.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(gigs).where(where),
  ]);
  return {
    rows: rows.map(({ gig, ...rest }): GigListRow => ({ ...gig, ...rest })),
    total: total?.total ?? 0,
  };
}

/** The skills of the gigs open now, for the filter. */
export async function openSkills(db: Db, today: string): Promise<string[]> {
  const rows = resultRows<{ skill: string }>(
    await db.execute(sql`select distinct unnest(${gigs.skills}) as skill from ${gigs} where ${gigs.status} = 'open' and ${gigs.deadline} >= ${today} order by skill`),
  );
  return rows.map((row) => row.skill);
}

export async function findGig(db: Db, id: string, viewerId: string): Promise<GigListRow | null> {
  const [row] = await db
    .select({ gig: gigs, posterName: profiles.displayName, posterAvatar: profiles.avatarUrl, applicationCount, applied: appliedBy(viewerId) })
    .from(gigs)
    .leftJoin(profiles, eq(profiles.userId, gigs.posterId))
    .where(eq(gigs.id, id));
  return row ? { ...row.gig, posterName: row.posterName, posterAvatar: row.posterAvatar, applicationCount: row.applicationCount, applied: row.applied } : null;
}

/**
 * The gig's row, locked until the transaction ends: FOR UPDATE for a change of its state (a pick,
 * a close, an edit, a removal), FOR SHARE for an application, which must not slip in while a
 * pick commits. Either way the row read is the latest committed one.
 */
export async function lockGig(db: Db, id: string, mode: 'update' | 'share'): Promise<GigRow | null> {
  const [row] = await db.select().from(gigs).where(eq(gigs.id, id)).for(mode);
  return row ?? null;
}

export const applicationsOf = (db: Db, gigId: string, applicantId?: string) =>
  db
    .select({ application: gigApplications, name: profiles.displayName, avatar: profiles.avatarUrl })
    .from(gigApplications)
    .leftJoin(profiles, eq(profiles.userId, gigApplications.applicantId))
    .where(and(eq(gigApplications.gigId, gigId), applicantId ? eq(gigApplications.applicantId, applicantId) : undefined))
    .orderBy(asc(gigApplications.createdAt), asc(gigApplications.id));

export async function memberOf(db: Db, userId: string): Promise<MemberRow> {
  const [row] = await db.select({ displayName: profiles.displayName, avatarUrl: profiles.avatarUrl }).from(profiles).where(eq(profiles.userId, userId));
  return { id: userId, displayName: row?.displayName ?? null, avatarUrl: row?.avatarUrl ?? null };
}
