import { and, asc, count, desc, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { profiles } from '../../db/schema/accounts.ts';
import { challengeCheckIns, challengeParticipants, challengePods, challenges } from '../../db/schema/challenges.ts';
import { caseStudies, tactics } from '../../db/schema/content.ts';
import { isPublic, publicCaseStudy, publicTactic } from '../../db/public-content.ts';

type Db = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export type ChallengeRow = typeof challenges.$inferSelect & { tacticName: string | null; caseStudyTitle: string | null };
export type ParticipantRow = typeof challengeParticipants.$inferSelect;

const challengeColumns = {
  id: challenges.id,
  weekStart: challenges.weekStart,
  title: challenges.title,
  brief: challenges.brief,
  tacticId: challenges.tacticId,
  caseStudyId: challenges.caseStudyId,
  createdBy: challenges.createdBy,
  createdAt: challenges.createdAt,
  updatedAt: challenges.updatedAt,
  // A link shows only while its tactic or case study is published.
  tacticName: sql<string | null>`case when ${publicTactic} then ${tactics.name} end`,
  caseStudyTitle: sql<string | null>`case when ${publicCaseStudy} then ${caseStudies.title} end`,
};

// Spelled out: inside a subquery drizzle names columns without their table, and "id" would be the check-in's own.
const checkInsOfParticipant = sql<number>`(select count(*)::int from challenge_check_ins as check_in where check_in.participant_id = ${sql.raw('"challenge_participants"."id"')})`;

const selectChallenges = (db: Db) =>
  db.select(challengeColumns).from(challenges).leftJoin(tactics, eq(tactics.id, challenges.tacticId)).leftJoin(caseStudies, eq(caseStudies.id, challenges.caseStudyId));

export async function findChallenge(db: Db, id: string): Promise<ChallengeRow | null> {
  const [row] = await selectChallenges(db).where(eq(challenges.id, id));
  return row ?? null;
}

export async function challengeOfWeek(db: Db, weekStart: string): Promise<ChallengeRow | null> {
  const [row] = await selectChallenges(db).where(eq(challenges.weekStart, weekStart));
  return row ?? null;
}

/** Challenges of weeks before this one, latest first. */
export const pastChallenges = (db: Db, weekStart: string, limit: number) => selectChallenges(db).where(lt(challenges.weekStart, weekStart)).orderBy(desc(challenges.weekStart)).limit(limit);

/** Every challenge from a week on (staff's list), latest first. */
export const challengesFrom = (db: Db, weekStart: string) => selectChallenges(db).where(gte(challenges.weekStart, weekStart)).orderBy(desc(challenges.weekStart));

export async function insertChallenge(db: Db, values: typeof challenges.$inferInsert): Promise<string | null> {
  const [row] = await db.insert(challenges).values(values).onConflictDoNothing({ target: challenges.weekStart }).returning({ id: challenges.id });
  return row?.id ?? null;
}

export async function updateChallenge(db: Db, id: string, values: Partial<typeof challenges.$inferInsert>): Promise<boolean> {
  const rows = await db.update(challenges).set(values).where(eq(challenges.id, id)).returning({ id: challenges.id });
  return rows.length > 0;
}

export async function isPublished(db: Db, kind: 'tactic' | 'case_study', id: string): Promise<boolean> {
  const table = kind === 'tactic' ? tactics : caseStudies;
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), isPublic(table)));
  return Boolean(row);
}

export async function timeZoneOf(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.select({ timeZone: profiles.timeZone }).from(profiles).where(eq(profiles.userId, userId));
  return row?.timeZone ?? null;
}

export async function participantOf(db: Db, challengeId: string, userId: string): Promise<ParticipantRow | null> {
  const [row] = await db
    .select()
    .from(challengeParticipants)
    .where(and(eq(challengeParticipants.challengeId, challengeId), eq(challengeParticipants.userId, userId)));
  return row ?? null;
}

/** The member's participations in the given challenges. */
export const participationsIn = (db: Db, challengeIds: string[], userId: string) =>
  challengeIds.length === 0
    ? Promise.resolve([])
    : db
        .select({
          challengeId: challengeParticipants.challengeId,
          completedAt: challengeParticipants.completedAt,
          checkIns: checkInsOfParticipant,
        })
        .from(challengeParticipants)
        .where(and(inArray(challengeParticipants.challengeId, challengeIds), eq(challengeParticipants.userId, userId)));

export async function participantCount(db: Db, challengeId: string): Promise<number> {
  const [row] = await db.select({ value: count() }).from(challengeParticipants).where(eq(challengeParticipants.challengeId, challengeId));
  return row?.value ?? 0;
}

/** The challenge's pods that still have a free seat, with their size. */
export async function podsWithRoom(db: Db, challengeId: string, capacity: number) {
  return db
    .select({ id: challengePods.id, number: challengePods.number, utcOffsetMinutes: challengePods.utcOffsetMinutes, members: count(challengeParticipants.id) })
    .from(challengePods)
    .leftJoin(challengeParticipants, eq(challengeParticipants.podId, challengePods.id))
    .where(eq(challengePods.challengeId, challengeId))
    .groupBy(challengePods.id)
    .having(lt(count(challengeParticipants.id), capacity))
    .orderBy(asc(challengePods.number));
}

/** The lowest seat no member holds in a pod. */
export async function freeSeat(db: Db, podId: string): Promise<number> {
  const taken = new Set((await db.select({ seat: challengeParticipants.seat }).from(challengeParticipants).where(eq(challengeParticipants.podId, podId))).map((row) => row.seat));
  let seat = 1;
  while (taken.has(seat)) seat += 1;
  return seat;
}

export async function createPod(db: Db, challengeId: string, utcOffsetMinutes: number): Promise<{ id: string; number: number }> {
  const [last] = await db
    .select({ number: sql<number>`coalesce(max(${challengePods.number}), 0)::int` })
    .from(challengePods)
    .where(eq(challengePods.challengeId, challengeId));
  const [pod] = await db
    .insert(challengePods)
    .values({ challengeId, number: (last?.number ?? 0) + 1, utcOffsetMinutes })
    .returning({ id: challengePods.id, number: challengePods.number });
  return pod!;
}

export async function insertParticipant(db: Db, values: typeof challengeParticipants.$inferInsert): Promise<ParticipantRow> {
  const [row] = await db.insert(challengeParticipants).values(values).returning();
  return row!;
}

export async function podNumber(db: Db, podId: string): Promise<number> {
  const [row] = await db.select({ number: challengePods.number }).from(challengePods).where(eq(challengePods.id, podId));
  return row?.number ?? 0;
}

const memberName = sql<string | null>`${profiles.displayName}`;
// As the community pages show members: the photo only when the member made it public.
const memberAvatar = sql<string | null>`case when 'avatar' = any(${profiles.publicFields}) then ${profiles.avatarUrl} end`;

export const podMembers = (db: Db, podId: string) =>
  db
    .select({ id: challengeParticipants.userId, displayName: memberName, avatarUrl: memberAvatar, completedAt: challengeParticipants.completedAt })
    .from(challengeParticipants)
    .leftJoin(profiles, eq(profiles.userId, challengeParticipants.userId))
    .where(eq(challengeParticipants.podId, podId))
    .orderBy(asc(challengeParticipants.seat));

/** The pod's check-ins, latest first. */
export const podCheckIns = (db: Db, podId: string) =>
  db
    .select({
      id: challengeCheckIns.id,
      memberId: challengeParticipants.userId,
      displayName: memberName,
      avatarUrl: memberAvatar,
      body: challengeCheckIns.body,
      day: challengeCheckIns.day,
      final: challengeCheckIns.final,
      createdAt: challengeCheckIns.createdAt,
    })
    .from(challengeCheckIns)
    .innerJoin(challengeParticipants, eq(challengeParticipants.id, challengeCheckIns.participantId))
    .leftJoin(profiles, eq(profiles.userId, challengeParticipants.userId))
    .where(eq(challengeParticipants.podId, podId))
    .orderBy(desc(challengeCheckIns.createdAt), desc(challengeCheckIns.id));

/** The other members of a pod (notified when one of them completes). */
export async function podMateIds(db: Db, podId: string, exceptUserId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: challengeParticipants.userId })
    .from(challengeParticipants)
    .where(and(eq(challengeParticipants.podId, podId), ne(challengeParticipants.userId, exceptUserId)));
  return rows.map((row) => row.userId);
}

export async function hasCheckInOn(db: Db, participantId: string, day: string): Promise<boolean> {
  const [row] = await db
    .select({ id: challengeCheckIns.id })
    .from(challengeCheckIns)
    .where(and(eq(challengeCheckIns.participantId, participantId), eq(challengeCheckIns.day, day), eq(challengeCheckIns.final, false)));
  return Boolean(row);
}

/** A progress check-in; null when the member already has one that day (the unique index decides). */
export async function insertCheckIn(db: Db, values: { participantId: string; day: string; body: string; final: boolean }): Promise<string | null> {
  const [row] = await db.insert(challengeCheckIns).values(values).onConflictDoNothing().returning({ id: challengeCheckIns.id });
  return row?.id ?? null;
}

/** Marks the participation complete; false when it already was (parallel completions: one wins). */
export async function markCompleted(db: Db, participantId: string): Promise<boolean> {
  const rows = await db
    .update(challengeParticipants)
    .set({ completedAt: sql`now()` })
    .where(and(eq(challengeParticipants.id, participantId), sql`${challengeParticipants.completedAt} is null`))
    .returning({ id: challengeParticipants.id });
  return rows.length > 0;
}

/** Everyone who joined a challenge, by pod and seat (staff's view). */
export const challengeRoster = (db: Db, challengeIds: string[]) =>
  challengeIds.length === 0
    ? Promise.resolve([])
    : db
        .select({
          challengeId: challengeParticipants.challengeId,
          memberId: challengeParticipants.userId,
          displayName: memberName,
          pod: challengePods.number,
          joinedAt: challengeParticipants.joinedAt,
          completedAt: challengeParticipants.completedAt,
          checkIns: checkInsOfParticipant,
        })
        .from(challengeParticipants)
        .innerJoin(challengePods, eq(challengePods.id, challengeParticipants.podId))
        .leftJoin(profiles, eq(profiles.userId, challengeParticipants.userId))
        .where(inArray(challengeParticipants.challengeId, challengeIds))
        .orderBy(asc(challengePods.number), asc(challengeParticipants.seat));
