import { and, count, eq, isNull, lte, notExists, sql, type SQL } from 'drizzle-orm';
import { ACHIEVEMENTS, memberDays, XP_AMOUNTS, type AchievementMeasure, type ActivityCounts } from '#shared/domain/progress.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/auth.ts';
import { discussions, discussionUpvotes } from '../../db/schema/community.ts';
import { bookmarks, ratings, votes } from '../../db/schema/engagement.ts';
import { userAchievements } from '../../db/schema/gamification.ts';
import { recordOwnNotifications, type OwnNotification } from '../../realtime/user-actions.ts';
import { resultRows } from '../../lib/sql-helpers.ts';
import { grantXp, lockExperiences, type XpGrant } from './progress.xp.ts';

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

/**
 * Awards achievements once each: the rows in one statement, then each new one's 50 XP and
 * "Achievement Unlocked" notification, returned for the caller to apply. The caller holds the
 * members' experience locks.
 */
async function award(tx: Database, earned: readonly { userId: string; key: string }[]): Promise<{ grants: XpGrant[]; notices: OwnNotification[] }> {
  if (earned.length === 0) return { grants: [], notices: [] };
  const rows = earned.map(({ userId, key }) => ({ user_id: userId, achievement_key: key }));
  const awarded = resultRows<{ user_id: string; achievement_key: string }>(
    await tx.execute(sql`
      insert into ${userAchievements} (user_id, achievement_key)
      select user_id, achievement_key from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as a(user_id uuid, achievement_key text)
      on conflict do nothing
      returning user_id, achievement_key`),
  );
  const grants: XpGrant[] = [];
  const notices: OwnNotification[] = [];
  for (const { user_id: userId, achievement_key: key } of awarded) {
    const achievement = ACHIEVEMENTS.find((each) => each.key === key)!;
    grants.push({ userId, amount: XP_AMOUNTS.achievement, reason: `Achievement unlocked: ${achievement.title}`, sourceKey: `achievement:${achievement.key}` });
    notices.push({
      recipientId: userId,
      kind: 'achievement_unlocked',
      metadata: { achievementKey: achievement.key, title: achievement.title, description: achievement.description },
      dedupeKey: `achievement:${achievement.key}`,
    });
  }
  return { grants, notices };
}

/** One measure of a member (an SQL expression for their id) as a column of one statement. */
function measureColumn(what: AchievementMeasure, member: SQL): SQL {
  switch (what) {
    case 'bookmarks':
      return sql`(select count(*)::int from ${bookmarks} where ${bookmarks.userId} = ${member})`;
    case 'votes':
      return sql`(select count(*)::int from ${votes} where ${votes.userId} = ${member}) + (select count(*)::int from ${discussionUpvotes} where ${discussionUpvotes.userId} = ${member})`;
    case 'ratings':
      return sql`(select count(*)::int from ${ratings} where ${ratings.userId} = ${member})`;
    case 'discussions':
      return sql`(select count(*)::int from ${discussions} where ${discussions.authorId} = ${member} and ${discussions.parentId} is null)`;
    case 'memberDays':
      // Whole days are counted in JavaScript, as the dashboard does (memberDays).
      return sql`(select ${users.createdAt} from ${users} where ${users.id} = ${member})`;
  }
}

/**
 * Awards the achievements each member now reaches among the given measures (those their actions
 * can change): every member's measures and earned achievements in one statement, the new ones
 * in a second. The actions of every event in the transaction were committed before the events
 * were claimed, so the counts include them all. Returns the XP and notifications to apply; the
 * caller holds the members' experience locks.
 */
export async function checkAchievements(tx: Database, wanted: ReadonlyMap<string, ReadonlySet<AchievementMeasure>>): Promise<{ grants: XpGrant[]; notices: OwnNotification[] }> {
  if (wanted.size === 0) return { grants: [], notices: [] };
  const measures = [...new Set([...wanted.values()].flatMap((set) => [...set]))].sort();
  const member = sql.raw('member.user_id');
  const rows = resultRows<Record<string, unknown> & { user_id: string; earned: string[] }>(
    await tx.execute(sql`
      select member.user_id, ${sql.join(
        measures.map((what) => sql`${measureColumn(what, member)} as ${sql.identifier(what)}`),
        sql`, `,
      )},
        array(select ${userAchievements.achievementKey} from ${userAchievements} where ${userAchievements.userId} = member.user_id) as earned
      from (select value::uuid as user_id from jsonb_array_elements_text(${JSON.stringify([...wanted.keys()])}::jsonb)) as member`),
  );
  const now = new Date();
  const earned: { userId: string; key: string }[] = [];
  for (const row of rows) {
    const has = new Set(row.earned);
    const its = wanted.get(row.user_id);
    for (const achievement of ACHIEVEMENTS) {
      if (has.has(achievement.key) || !its?.has(achievement.measure)) continue;
      const raw = row[achievement.measure];
      const value = achievement.measure === 'memberDays' ? (raw ? memberDays(new Date(raw as string | Date), now) : 0) : Number(raw ?? 0);
      if (value >= achievement.threshold) earned.push({ userId: row.user_id, key: achievement.key });
    }
  }
  return award(tx, earned);
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
  const ids = due.map((row) => row.id);
  await lockExperiences(tx, ids);
  const { grants, notices } = await award(
    tx,
    ids.map((userId) => ({ userId, key: EARLY_ADOPTER.key })),
  );
  await recordOwnNotifications(tx, [...notices, ...(await grantXp(tx, grants))]);
  return notices.length;
}
