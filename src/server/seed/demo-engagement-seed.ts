import { count, inArray, sql } from 'drizzle-orm';
import { RATING_MAX } from '../../shared/constants.ts';
import { XP_AMOUNTS, xpSourceKey, type AchievementMeasure, type ProgressAction } from '../../shared/domain/progress.ts';
import { checkAchievements } from '../features/progress/progress.achievements.ts';
import { grantXp, lockExperiences, type XpGrant } from '../features/progress/progress.xp.ts';
import { recordOwnNotifications } from '../realtime/user-actions.ts';
import type { Database } from '../db/client.ts';
import { isPublic, publicCaseStudy, publicTactic } from '../db/public-content.ts';
import { caseStudies, tactics } from '../db/schema/content.ts';
import { ratings, votes } from '../db/schema/engagement.ts';

/**
 * Demo votes and ratings from the given members (the demo accounts), so "Most voted" and
 * "Highest rated" show a real order on a fresh install. A fixed pattern, not random: every
 * install looks the same. Only into a database without any vote or rating. The members earn
 * what the progress worker would have given them for these votes and ratings: the XP of each
 * (once per item, so undoing and redoing one earns nothing more), the achievements they reach
 * with their notifications, and the levels.
 */
export async function seedDemoEngagement(db: Database, memberIds: string[]): Promise<boolean> {
  if (memberIds.length === 0) return false;
  const [[voteTotal], [ratingTotal]] = await Promise.all([
    db.select({ value: count() }).from(votes),
    db.select({ value: count() }).from(ratings),
  ]);
  if ((voteTotal?.value ?? 0) > 0 || (ratingTotal?.value ?? 0) > 0) return false;

  await db.transaction(async (tx) => {
    const [studies, tacticRows] = await Promise.all([
      tx.select({ id: caseStudies.id }).from(caseStudies).where(publicCaseStudy).orderBy(caseStudies.publishedAt, caseStudies.id),
      tx.select({ id: tactics.id }).from(tactics).where(publicTactic).orderBy(tactics.createdAt, tactics.id),
    ]);
    const items = [
      ...studies.map(({ id }, index) => ({ index, target: { caseStudyId: id } })),
      ...tacticRows.map(({ id }, index) => ({ index: index + 3, target: { tacticId: id } })),
    ];
    const voteRows = items.flatMap(({ index, target }) =>
      memberIds.flatMap((userId, member) =>
        (index * 7 + member * 3) % 11 < 1 + (index % 9)
          ? [{ userId, ...target, voteType: (index + member) % 5 === 0 ? ('downvote' as const) : ('upvote' as const) }]
          : [],
      ),
    );
    const ratingRows = items.flatMap(({ index, target }) =>
      memberIds.flatMap((userId, member) =>
        (index + 2 * member) % 3 !== 0 ? [{ userId, ...target, rating: ((index * 3 + member * member) % RATING_MAX) + 1 }] : [],
      ),
    );
    if (voteRows.length > 0) await tx.insert(votes).values(voteRows);
    if (ratingRows.length > 0) await tx.insert(ratings).values(ratingRows);
    // Counters agree with the rows, exactly as the vote and rating deltas would have left them.
    for (const table of [caseStudies, tactics]) {
      const item = table === caseStudies ? votes.caseStudyId : votes.tacticId;
      const rated = table === caseStudies ? ratings.caseStudyId : ratings.tacticId;
      await tx
        .update(table)
        .set({
          voteCount: sql`(select coalesce(sum(case when ${votes.voteType} = 'upvote' then 1 else -1 end), 0)::int from ${votes} where ${item} = ${table.id})`,
          ratingCount: sql`(select count(*)::int from ${ratings} where ${rated} = ${table.id})`,
          ratingSum: sql`(select coalesce(sum(${ratings.rating}), 0)::int from ${ratings} where ${rated} = ${table.id})`,
          averageRating: sql`(select coalesce(round(avg(${ratings.rating}), 2), 0) from ${ratings} where ${rated} = ${table.id})`,
          updatedAt: sql`${table.updatedAt}`,
        })
        .where(isPublic(table));
    }
    await settleDemoProgress(tx, memberIds);
  });
  return true;
}

const itemKeyOf = (row: { caseStudyId: string | null; tacticId: string | null }) => (row.caseStudyId ? `case_study:${row.caseStudyId}` : `tactic:${row.tacticId}`);

/**
 * What the progress worker gives for the members' votes and ratings, through its own code: the
 * XP of each, the achievements reached with their notifications, and the levels. Each is given
 * once (by source key and achievement), so running it again, as every start with the demo
 * content does for installs seeded before it existed, changes nothing.
 */
export async function settleDemoProgress(tx: Database, memberIds: string[]): Promise<void> {
  if (memberIds.length === 0) return;
  await lockExperiences(tx, memberIds);
  const [voteRows, ratingRows] = await Promise.all([
    tx.select({ userId: votes.userId, caseStudyId: votes.caseStudyId, tacticId: votes.tacticId }).from(votes).where(inArray(votes.userId, memberIds)),
    tx.select({ userId: ratings.userId, caseStudyId: ratings.caseStudyId, tacticId: ratings.tacticId }).from(ratings).where(inArray(ratings.userId, memberIds)),
  ]);
  const grant = (userId: string, action: ProgressAction, reason: string): XpGrant => ({ userId, amount: XP_AMOUNTS[action.action], reason, sourceKey: xpSourceKey(action) });
  const grants = [
    ...voteRows.map((row) => grant(row.userId, { action: 'vote', itemKey: itemKeyOf(row) }, 'Voted')),
    ...ratingRows.map((row) => grant(row.userId, { action: 'rating', itemKey: itemKeyOf(row) }, 'Rated an item')),
  ];
  const measures = new Set<AchievementMeasure>(['votes', 'ratings', 'memberDays']);
  const achievements = await checkAchievements(tx, new Map(memberIds.map((id) => [id, measures])));
  const levels = await grantXp(tx, [...grants, ...achievements.grants]);
  await recordOwnNotifications(tx, [...achievements.notices, ...levels]);
}
