import { and, count, eq, isNull, lte, notExists, sql, type SQL } from 'drizzle-orm';
import { ACHIEVEMENTS, memberDays, XP_AMOUNTS, type AchievementDefinition, type AchievementMeasure, type ActivityCounts } from '#shared/domain/progress.ts';
import type { Database } from '../../db/client.ts';
import { oncePerTransaction } from '../../db/per-transaction.ts';
import { users } from '../../db/schema/auth.ts';
import { discussions, discussionUpvotes } from '../../db/schema/community.ts';
import { bookmarks, ratings, votes } from '../../db/schema/engagement.ts';
import { userAchievements } from '../../db/schema/gamification.ts';
import { recordOwnNotification } from '../../realtime/user-actions.ts';
import { awardXp, lockExperience } from './progress.xp.ts';

type Reader = Pick<Database, 'select'>;

const countOf = async (query: Promise<{ value: number }[]>) => (await query)[0]?.value ?? 0;

/** One of the member's counts that achievements measure. */
export async function measure(db: Reader, userId: string, what: AchievementMeasure, now = new Date()): Promise<number> {
  switch (what) {
    case 'bookmarks':
      return countOf(db.select({ value: count() }).from(bookmarks).where(eq(bookmarks.userId, userId)));
    case 'votes':
      return (
        (await countOf(db.select({ value: count() }).from(votes).where(eq(votes.userId, userId)))) +
        (await countOf(db.select({ value: count() }).from(discussionUpvotes).where(eq(discussionUpvotes.userId, userId))))
      );
    case 'ratings':
      return countOf(db.select({ value: count() }).from(ratings).where(eq(ratings.userId, userId)));
    case 'discussions':
      // Achievements count the discussions a member started; replies are not discussions started.
      return countOf(db.select({ value: count() }).from(discussions).where(and(eq(discussions.authorId, userId), isNull(discussions.parentId))));
    case 'memberDays': {
      const [user] = await db.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, userId));
      return user ? memberDays(user.createdAt, now) : 0;
    }
  }
}

/** All the counts achievements measure. */
export async function activityCounts(db: Reader, userId: string, now = new Date()): Promise<ActivityCounts> {
  const [bookmarkCount, voteCount, ratingCount, discussionCount, days] = await Promise.all(
    (['bookmarks', 'votes', 'ratings', 'discussions', 'memberDays'] as const).map((what) => measure(db, userId, what, now)),
  );
  return { bookmarks: bookmarkCount!, votes: voteCount!, ratings: ratingCount!, discussions: discussionCount!, memberDays: days! };
}

/** Awards one achievement once: the row, 50 XP and an "Achievement Unlocked" notification. The caller holds the experience lock. */
async function award(tx: Database, userId: string, achievement: AchievementDefinition): Promise<boolean> {
  const [earned] = await tx.insert(userAchievements).values({ userId, achievementKey: achievement.key }).onConflictDoNothing().returning({ key: userAchievements.achievementKey });
  if (!earned) return false;
  await awardXp(tx, userId, { amount: XP_AMOUNTS.achievement, reason: `Achievement unlocked: ${achievement.title}`, sourceKey: `achievement:${achievement.key}` });
  await recordOwnNotification(tx, {
    recipientId: userId,
    kind: 'achievement_unlocked',
    metadata: { achievementKey: achievement.key, title: achievement.title, description: achievement.description },
    dedupeKey: `achievement:${achievement.key}`,
  });
  return true;
}

/** One measure of the member as a column of one statement. */
function measureColumn(what: AchievementMeasure, userId: string): SQL {
  switch (what) {
    case 'bookmarks':
      return sql`(select count(*)::int from ${bookmarks} where ${bookmarks.userId} = ${userId})`;
    case 'votes':
      return sql`(select count(*)::int from ${votes} where ${votes.userId} = ${userId}) + (select count(*)::int from ${discussionUpvotes} where ${discussionUpvotes.userId} = ${userId})`;
    case 'ratings':
      return sql`(select count(*)::int from ${ratings} where ${ratings.userId} = ${userId})`;
    case 'discussions':
      return sql`(select count(*)::int from ${discussions} where ${discussions.authorId} = ${userId} and ${discussions.parentId} is null)`;
    case 'memberDays':
      // Whole days are counted in JavaScript, as the dashboard does (memberDays).
      return sql`(select ${users.createdAt} from ${users} where ${users.id} = ${userId})`;
  }
}

/**
 * Awards the achievements of the given measures (those an action can change) that the member
 * now reaches. The measures and the achievements already earned are one statement; an
 * achievement is awarded only when not yet earned. Checked once per member and measures in a
 * transaction: the actions of every event in it were committed before the events were claimed,
 * so the first check already counts them all.
 */
export function checkAchievements(tx: Database, userId: string, measures: readonly AchievementMeasure[]): Promise<void> {
  const wanted = [...new Set(measures)].sort();
  return oncePerTransaction(tx, `achievements:${userId}:${wanted.join(',')}`, async () => {
    const candidates = ACHIEVEMENTS.filter((achievement) => wanted.includes(achievement.measure));
    const columns = wanted.map((what) => sql`${measureColumn(what, userId)} as ${sql.identifier(what)}`);
    const result = (await tx.execute(sql`
      select ${sql.join(columns, sql`, `)},
        array(select ${userAchievements.achievementKey} from ${userAchievements} where ${userAchievements.userId} = ${userId}) as earned`)) as unknown as {
      rows: (Record<AchievementMeasure, number | string | Date | null> & { earned: string[] })[];
    };
    const row = result.rows[0]!;
    const earned = new Set(row.earned);
    for (const achievement of candidates) {
      if (earned.has(achievement.key)) continue;
      const raw = row[achievement.measure];
      const value = achievement.measure === 'memberDays' ? (raw ? memberDays(new Date(raw as string | Date), new Date()) : 0) : Number(raw ?? 0);
      if (value >= achievement.threshold) await award(tx, userId, achievement);
    }
  });
}

const EARLY_ADOPTER = ACHIEVEMENTS.find((achievement) => achievement.key === 'early_adopter')!;
/** Members handled per sweep; a longer backlog is taken by the next sweeps. */
const EARLY_ADOPTER_SWEEP_SIZE = 500;

/** The scheduled check: members of 30 days or more without early_adopter get it. The number awarded. */
export async function sweepEarlyAdopters(tx: Database): Promise<number> {
  const due = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        lte(users.createdAt, sql`now() - ${EARLY_ADOPTER.threshold} * interval '1 day'`),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(userAchievements)
            .where(and(eq(userAchievements.userId, users.id), eq(userAchievements.achievementKey, EARLY_ADOPTER.key))),
        ),
      ),
    )
    .orderBy(users.createdAt)
    .limit(EARLY_ADOPTER_SWEEP_SIZE);
  let awarded = 0;
  for (const { id } of due) {
    await lockExperience(tx, id);
    if (await award(tx, id, EARLY_ADOPTER)) awarded += 1;
  }
  return awarded;
}
