import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { featureHolders, type FeatureKey } from '#shared/domain/policy.ts';
import type { CofounderProfileInput } from '#shared/schemas/cofounders.ts';
import type { Database } from '../../db/client.ts';
import { profiles, subscribers } from '../../db/schema/accounts.ts';
import { users } from '../../db/schema/auth.ts';
import { cofounderIntros, cofounderProfiles } from '../../db/schema/cofounders.ts';

type Db = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export type ProfileRow = typeof cofounderProfiles.$inferSelect;
export type IntroRow = typeof cofounderIntros.$inferSelect;

/**
 * Whether the profile's owner has the feature now: the policy's own table of tiers and roles,
 * read against the member's subscription and staff role (joined by the caller).
 */
function holds(feature: FeatureKey): SQL<boolean> {
  const { tiers, roles } = featureHolders(feature);
  const byTier = tiers.length > 0 ? inArray(subscribers.subscriptionTier, [...tiers]) : sql`false`;
  const byRole = roles.length > 0 ? inArray(profiles.adminRole, [...roles]) : sql`false`;
  return sql<boolean>`coalesce(${or(byTier, byRole)}, false)`;
}

/** Members in the line or on the list: active, and with co-founder matching on their plan now. */
const eligible = () => and(isNull(profiles.deactivatedAt), holds('COFOUNDER_MATCHING'));

export async function findProfile(db: Db, userId: string): Promise<ProfileRow | null> {
  const [row] = await db.select().from(cofounderProfiles).where(eq(cofounderProfiles.userId, userId));
  return row ?? null;
}

/** Writes the profile; a new one joins the end of the line (its joined_at is now). */
export async function upsertProfile(db: Db, userId: string, input: CofounderProfileInput): Promise<ProfileRow> {
  const [row] = await db
    .insert(cofounderProfiles)
    .values({ userId, ...input })
    .onConflictDoUpdate({ target: cofounderProfiles.userId, set: { ...input, updatedAt: sql`now()` } })
    .returning();
  return row!;
}

export async function setVisible(db: Db, userId: string, visible: boolean): Promise<ProfileRow | null> {
  const [row] = await db.update(cofounderProfiles).set({ visible, updatedAt: sql`now()` }).where(eq(cofounderProfiles.userId, userId)).returning();
  return row ?? null;
}

export async function deleteProfile(db: Db, userId: string): Promise<boolean> {
  const rows = await db.delete(cofounderProfiles).where(eq(cofounderProfiles.userId, userId)).returning({ userId: cofounderProfiles.userId });
  return rows.length > 0;
}

/**
 * The line, in admission order: members with priority first, then by when they joined (the id
 * breaks ties). Each with their position (1 is next) and the line's length.
 */
function lineQuery(db: Db) {
  const priority = holds('PRIORITY_COFOUNDER_MATCHING');
  return db
    .select({
      userId: cofounderProfiles.userId,
      displayName: profiles.displayName,
      email: users.email,
      joinedAt: cofounderProfiles.joinedAt,
      priority: sql<boolean>`${priority}`.as('priority'),
      position: sql<number>`(row_number() over (order by ${priority} desc, ${cofounderProfiles.joinedAt}, ${cofounderProfiles.userId}))::int`.as('position'),
      length: sql<number>`(count(*) over ())::int`.as('length'),
    })
    .from(cofounderProfiles)
    .innerJoin(profiles, eq(profiles.userId, cofounderProfiles.userId))
    .innerJoin(subscribers, eq(subscribers.userId, cofounderProfiles.userId))
    .innerJoin(users, eq(users.id, cofounderProfiles.userId))
    .where(and(isNull(cofounderProfiles.admittedAt), eligible()));
}

export type LineRow = { userId: string; displayName: string | null; email: string; joinedAt: Date; priority: boolean; position: number; length: number };

/** The member's place in the line and its length, counted now; null when they are not in it. */
export async function placeInLine(db: Db, userId: string): Promise<{ position: number; length: number } | null> {
  const line = lineQuery(db).as('line');
  const [row] = await db.select({ position: line.position, length: line.length }).from(line).where(eq(line.userId, userId));
  return row ?? null;
}

export async function lineHead(db: Db, limit: number): Promise<LineRow[]> {
  const line = lineQuery(db).as('line');
  return db.select().from(line).orderBy(asc(line.position)).limit(limit) as Promise<LineRow[]>;
}

export async function countAdmitted(db: Db): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(cofounderProfiles)
    .innerJoin(profiles, eq(profiles.userId, cofounderProfiles.userId))
    .innerJoin(subscribers, eq(subscribers.userId, cofounderProfiles.userId))
    .where(and(isNotNull(cofounderProfiles.admittedAt), eligible()));
  return row?.value ?? 0;
}

/** Admits the first `limit` members of the line (the caller holds the admissions lock): their ids. */
export async function admitHead(db: Db, limit: number): Promise<{ userId: string; admittedAt: Date }[]> {
  const next = (await lineHead(db, limit)).map((row) => row.userId);
  if (next.length === 0) return [];
  const rows = await db
    .update(cofounderProfiles)
    .set({ admittedAt: sql`now()` })
    .where(and(inArray(cofounderProfiles.userId, next), isNull(cofounderProfiles.admittedAt)))
    .returning({ userId: cofounderProfiles.userId, admittedAt: cofounderProfiles.admittedAt });
  return rows.map((row) => ({ userId: row.userId, admittedAt: row.admittedAt! }));
}

export type CandidateRow = ProfileRow & { displayName: string | null };

/** The admitted members' shown profiles, other than the member's. */
export async function admittedCandidates(db: Db, exceptUserId: string): Promise<CandidateRow[]> {
  const rows = await db
    .select({ profile: cofounderProfiles, displayName: profiles.displayName })
    .from(cofounderProfiles)
    .innerJoin(profiles, eq(profiles.userId, cofounderProfiles.userId))
    .innerJoin(subscribers, eq(subscribers.userId, cofounderProfiles.userId))
    .where(and(isNotNull(cofounderProfiles.admittedAt), eq(cofounderProfiles.visible, true), ne(cofounderProfiles.userId, exceptUserId), eligible()));
  return rows.map((row) => ({ ...row.profile, displayName: row.displayName }));
}

/** One admitted, shown, eligible member's profile (an introduction's recipient), locked against a leave. */
export async function findListedMember(db: Db, userId: string): Promise<ProfileRow | null> {
  const [row] = await db
    .select({ profile: cofounderProfiles })
    .from(cofounderProfiles)
    .innerJoin(profiles, eq(profiles.userId, cofounderProfiles.userId))
    .innerJoin(subscribers, eq(subscribers.userId, cofounderProfiles.userId))
    .where(and(eq(cofounderProfiles.userId, userId), isNotNull(cofounderProfiles.admittedAt), eq(cofounderProfiles.visible, true), eligible()))
    .for('key share', { of: cofounderProfiles });
  return row?.profile ?? null;
}

export async function introBetween(db: Db, a: string, b: string): Promise<IntroRow | null> {
  const [row] = await db
    .select()
    .from(cofounderIntros)
    .where(or(and(eq(cofounderIntros.fromUserId, a), eq(cofounderIntros.toUserId, b)), and(eq(cofounderIntros.fromUserId, b), eq(cofounderIntros.toUserId, a))));
  return row ?? null;
}

export async function introsSentSince(db: Db, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(cofounderIntros)
    .where(and(eq(cofounderIntros.fromUserId, userId), gte(cofounderIntros.createdAt, since)));
  return row?.value ?? 0;
}

/** Inserts the introduction; null when one between the pair already exists (the pair's unique index decides). */
export async function insertIntro(db: Db, intro: { fromUserId: string; toUserId: string; message: string }): Promise<IntroRow | null> {
  const [row] = await db.insert(cofounderIntros).values(intro).onConflictDoNothing().returning();
  return row ?? null;
}

export async function findIntro(db: Db, id: string): Promise<IntroRow | null> {
  const [row] = await db.select().from(cofounderIntros).where(eq(cofounderIntros.id, id)).for('update');
  return row ?? null;
}

export async function answerIntro(db: Db, id: string, status: 'accepted' | 'declined'): Promise<IntroRow> {
  const [row] = await db.update(cofounderIntros).set({ status, respondedAt: sql`now()` }).where(eq(cofounderIntros.id, id)).returning();
  return row!;
}

export type IntroListRow = IntroRow & { otherId: string; otherName: string | null; otherEmail: string; otherBuilding: string | null };

/** The member's introductions, newest first, each with the other member's name, e-mail and what they build. */
export async function memberIntros(db: Db, userId: string): Promise<IntroListRow[]> {
  const otherId = sql<string>`case when ${cofounderIntros.fromUserId} = ${userId} then ${cofounderIntros.toUserId} else ${cofounderIntros.fromUserId} end`;
  const rows = await db
    .select({ intro: cofounderIntros, otherId, otherName: profiles.displayName, otherEmail: users.email, otherBuilding: cofounderProfiles.building })
    .from(cofounderIntros)
    .innerJoin(users, eq(users.id, otherId))
    .leftJoin(profiles, eq(profiles.userId, otherId))
    .leftJoin(cofounderProfiles, eq(cofounderProfiles.userId, otherId))
    .where(or(eq(cofounderIntros.fromUserId, userId), eq(cofounderIntros.toUserId, userId)))
    .orderBy(desc(cofounderIntros.createdAt), desc(cofounderIntros.id));
  return rows.map((row) => ({ ...row.intro, otherId: row.otherId, otherName: row.otherName, otherEmail: row.otherEmail, otherBuilding: row.otherBuilding }));
}
