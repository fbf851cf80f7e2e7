import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { discussions, discussionUpvotes } from '../../db/schema/community.ts';
import { caseStudies, tactics } from '../../db/schema/content.ts';
import { bookmarks, ratings, votes } from '../../db/schema/engagement.ts';
import { quests, userAchievements, userExperience, userQuestProgress, xpTransactions } from '../../db/schema/gamification.ts';

type Reader = Pick<Database, 'select'>;

/** The member's XP, creating the experience record (0 XP, Newbie) on first use. */
export async function readExperience(db: Database, userId: string): Promise<number> {
  await db.insert(userExperience).values({ userId }).onConflictDoNothing();
  const [row] = await db.select({ totalXp: userExperience.totalXp }).from(userExperience).where(eq(userExperience.userId, userId));
  return row?.totalXp ?? 0;
}

/** Bookmarks + votes + ratings + discussion posts: the total behind the activity level. */
export async function totalActivity(db: Reader, userId: string): Promise<number> {
  const counts = await Promise.all([
    db.select({ value: count() }).from(bookmarks).where(eq(bookmarks.userId, userId)),
    db.select({ value: count() }).from(votes).where(eq(votes.userId, userId)),
    db.select({ value: count() }).from(discussionUpvotes).where(eq(discussionUpvotes.userId, userId)),
    db.select({ value: count() }).from(ratings).where(eq(ratings.userId, userId)),
    db.select({ value: count() }).from(discussions).where(eq(discussions.authorId, userId)),
  ]);
  return counts.reduce((sum, [row]) => sum + (row?.value ?? 0), 0);
}

/** Active quests with the member's progress on the given day. */
export function listQuestsOfDay(db: Reader, userId: string, day: string) {
  return db
    .select({
      id: quests.id,
      title: quests.title,
      description: quests.description,
      targetCount: quests.targetCount,
      xpReward: quests.xpReward,
      progress: sql<number>`coalesce(${userQuestProgress.currentProgress}, 0)`.mapWith(Number),
      completedAt: userQuestProgress.completedAt,
    })
    .from(quests)
    .leftJoin(userQuestProgress, and(eq(userQuestProgress.questId, quests.id), eq(userQuestProgress.userId, userId), eq(userQuestProgress.questDate, day)))
    .where(eq(quests.isActive, true))
    .orderBy(asc(quests.createdAt), asc(quests.id));
}

export function listRecentXp(db: Reader, userId: string, limit: number) {
  return db
    .select({ id: xpTransactions.id, amount: xpTransactions.amount, reason: xpTransactions.reason, createdAt: xpTransactions.createdAt })
    .from(xpTransactions)
    .where(eq(xpTransactions.userId, userId))
    .orderBy(desc(xpTransactions.createdAt), desc(xpTransactions.id))
    .limit(limit);
}

export function listEarnedAchievements(db: Reader, userId: string) {
  return db.select({ key: userAchievements.achievementKey, earnedAt: userAchievements.earnedAt }).from(userAchievements).where(eq(userAchievements.userId, userId));
}

export type ActivityRow = { id: string; kind: 'bookmark' | 'vote' | 'rating' | 'discussion'; caseStudyId: string | null; tacticId: string | null; title: string | null; createdAt: Date };

const itemTitle = sql<string | null>`coalesce(${caseStudies.title}, ${tactics.name})`;

/** The member's latest rows of one kind of action on case studies and tactics, with the titles of their items. */
function latestActions(
  db: Reader,
  table: typeof bookmarks | typeof votes | typeof ratings,
  at: typeof bookmarks.createdAt | typeof votes.updatedAt | typeof ratings.updatedAt,
  userId: string,
  limit: number,
) {
  return db
    .select({ id: table.id, caseStudyId: table.caseStudyId, tacticId: table.tacticId, title: itemTitle, createdAt: at })
    .from(table)
    .leftJoin(caseStudies, eq(caseStudies.id, table.caseStudyId))
    .leftJoin(tactics, eq(tactics.id, table.tacticId))
    .where(eq(table.userId, userId))
    .orderBy(desc(at))
    .limit(limit);
}

/** The member's latest bookmarks, votes, ratings and discussion posts, `perKind` of each, with the titles of their items. */
export async function listOwnActivity(db: Reader, userId: string, perKind: number): Promise<ActivityRow[]> {
  const [bookmarkRows, voteRows, ratingRows, discussionRows] = await Promise.all([
    latestActions(db, bookmarks, bookmarks.createdAt, userId, perKind),
    latestActions(db, votes, votes.updatedAt, userId, perKind),
    latestActions(db, ratings, ratings.updatedAt, userId, perKind),
    db
      .select({
        id: discussions.id,
        caseStudyId: discussions.relatedCaseId,
        tacticId: discussions.relatedTacticId,
        // A reply has no title of its own: it is shown by its item's title.
        title: sql<string | null>`coalesce(${discussions.title}, ${caseStudies.title}, ${tactics.name})`,
        createdAt: discussions.createdAt,
      })
      .from(discussions)
      .leftJoin(caseStudies, eq(caseStudies.id, discussions.relatedCaseId))
      .leftJoin(tactics, eq(tactics.id, discussions.relatedTacticId))
      .where(eq(discussions.authorId, userId))
      .orderBy(desc(discussions.createdAt))
      .limit(perKind),
  ]);
  return [
    ...bookmarkRows.map((row) => ({ ...row, kind: 'bookmark' as const })),
    ...voteRows.map((row) => ({ ...row, kind: 'vote' as const })),
    ...ratingRows.map((row) => ({ ...row, kind: 'rating' as const })),
    ...discussionRows.map((row) => ({ ...row, kind: 'discussion' as const })),
  ];
}
