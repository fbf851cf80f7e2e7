import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { achievementCategoryEnum, questTypeEnum } from './enums.ts';
import { cascadeRef, createdAt, defaultsToNow, id, timestamps, timestamptz, updatedAt } from './columns.ts';
import { memberKey, memberRef } from './member-columns.ts';

/** A member's XP and level; created with 0 XP, level 1 "Newbie" when first needed. */
export const userExperience = pgTable(
  'user_experience',
  {
    userId: memberKey(),
    totalXp: integer('total_xp').notNull().default(0),
    currentLevel: integer('current_level').notNull().default(1),
    levelTitle: text('level_title').notNull().default('Newbie'),
    updatedAt: updatedAt(),
  },
  (t) => [check('user_experience_values_check', sql`${t.totalXp} >= 0 AND ${t.currentLevel} >= 1`)],
);

export const xpTransactions = pgTable(
  'xp_transactions',
  {
    id: id(),
    userId: memberRef('user_id'),
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    /** The row (vote, bookmark, quest...) that earned it, when there is one. */
    sourceActionId: uuid('source_action_id'),
    /**
     * What earned it: action and item ("vote:case_study:<id>"), "quest:<id>:<day>",
     * "achievement:<key>"... Unique per member, so the same thing never earns twice.
     */
    sourceKey: text('source_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('xp_transactions_user_created_at_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    uniqueIndex('xp_transactions_user_source_key_idx').on(t.userId, t.sourceKey),
  ],
);

/**
 * The member's actions already counted for the quests of a day (action and item), so an
 * action undone and redone, or an event handled twice, advances a quest once.
 */
export const questActionMarks = pgTable(
  'quest_action_marks',
  {
    userId: memberRef('user_id'),
    questDate: date('quest_date').notNull(),
    actionKey: text('action_key').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.questDate, t.actionKey] }), index('quest_action_marks_quest_date_idx').on(t.questDate)],
);

export const quests = pgTable(
  'quests',
  {
    id: id(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    questType: questTypeEnum('quest_type').notNull(),
    targetCount: integer('target_count').notNull(),
    xpReward: integer('xp_reward').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    check('quests_target_count_check', sql`${t.targetCount} > 0`),
    check('quests_xp_reward_check', sql`${t.xpReward} >= 0`),
    index('quests_quest_type_idx').on(t.questType),
  ],
);

/** Daily quest progress: one row per member, quest and day. */
export const userQuestProgress = pgTable(
  'user_quest_progress',
  {
    userId: memberRef('user_id'),
    questId: cascadeRef('quest_id', () => quests.id),
    questDate: date('quest_date').notNull(),
    currentProgress: integer('current_progress').notNull().default(0),
    completedAt: timestamptz('completed_at'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.questId, t.questDate] }),
    check('user_quest_progress_progress_check', sql`${t.currentProgress} >= 0`),
    index('user_quest_progress_user_date_idx').on(t.userId, t.questDate),
  ],
);

export const achievements = pgTable(
  'achievements',
  {
    key: text('key').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    category: achievementCategoryEnum('category').notNull(),
    threshold: integer('threshold').notNull(),
  },
  (t) => [check('achievements_threshold_check', sql`${t.threshold} > 0`)],
);

export const userAchievements = pgTable(
  'user_achievements',
  {
    userId: memberRef('user_id'),
    achievementKey: text('achievement_key')
      .notNull()
      .references(() => achievements.key, { onDelete: 'cascade', onUpdate: 'cascade' }),
    earnedAt: defaultsToNow('earned_at'),
  },
  // earned_at: the community page's recent achievements, newest first.
  (t) => [primaryKey({ columns: [t.userId, t.achievementKey] }), index('user_achievements_earned_at_idx').on(t.earnedAt.desc().nullsFirst())],
);
