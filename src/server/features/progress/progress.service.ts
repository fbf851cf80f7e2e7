import { ACHIEVEMENTS, activityLevel, levelProgress } from '#shared/domain/progress.ts';
import type { ActivityFeed, Progress } from '#shared/schemas/progress.ts';
import type { Database } from '../../db/client.ts';
import { activityCounts } from './progress.achievements.ts';
import { listEarnedAchievements, listOwnActivity, listQuestsOfDay, listRecentXp, readExperience, totalActivity } from './progress.queries.ts';
import { memberQuestDate } from './progress.quests.ts';

/** XP transactions shown (member-area §9). */
const RECENT_XP = 10;
/** The activity feed: latest 5 of each kind, merged and cut to 20. */
const ACTIVITY_PER_KIND = 5;
const ACTIVITY_TOTAL = 20;

/** The member's level, activity level, today's quests, recent XP and achievements. */
export async function getProgress(db: Database, userId: string, now = new Date()): Promise<Progress> {
  const xp = await readExperience(db, userId);
  const day = await memberQuestDate(db, userId, now);
  const [activity, questRows, recent, earned, counts] = await Promise.all([
    totalActivity(db, userId),
    listQuestsOfDay(db, userId, day),
    listRecentXp(db, userId, RECENT_XP),
    listEarnedAchievements(db, userId),
    activityCounts(db, userId, now),
  ]);
  const earnedAt = new Map(earned.map((row) => [row.key, row.earnedAt]));
  return {
    level: levelProgress(xp),
    activityLevel: activityLevel(activity),
    quests: questRows.map((quest) => ({
      id: quest.id,
      title: quest.title,
      description: quest.description,
      targetCount: quest.targetCount,
      progress: Math.min(quest.progress, quest.targetCount),
      completed: quest.completedAt !== null,
      xpReward: quest.xpReward,
    })),
    recentXp: recent.map((row) => ({ id: row.id, amount: row.amount, reason: row.reason, createdAt: row.createdAt.toISOString() })),
    achievements: ACHIEVEMENTS.map((achievement) => {
      const at = earnedAt.get(achievement.key) ?? null;
      return {
        key: achievement.key,
        title: achievement.title,
        description: achievement.description,
        earned: at !== null,
        earnedAt: at?.toISOString() ?? null,
        progress: at ? achievement.threshold : Math.min(counts[achievement.measure], achievement.threshold),
        target: achievement.threshold,
      };
    }),
  };
}

/** The member's own latest activity: 5 of each kind, newest first, 20 in all. */
export async function getActivity(db: Database, userId: string): Promise<ActivityFeed> {
  const rows = await listOwnActivity(db, userId, ACTIVITY_PER_KIND);
  rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  return {
    items: rows.slice(0, ACTIVITY_TOTAL).map((row) => ({
      id: row.id,
      kind: row.kind,
      title: row.title ?? 'Untitled',
      href: row.caseStudyId ? `/case-studies/${row.caseStudyId}` : `/tactics/${row.tacticId}`,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}
