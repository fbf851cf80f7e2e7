import { z } from 'zod';
import { QUEST_TYPES } from '../constants.ts';
import { ACTIVITY_LEVELS } from '../domain/progress.ts';
import { requiredText } from './text-fields.ts';

export const levelProgressSchema = z.object({
  level: z.number().int(),
  title: z.string(),
  xp: z.number().int(),
  currentLevelXp: z.number().int(),
  nextLevelXp: z.number().int().nullable(),
  xpToNext: z.number().int(),
  nextTitle: z.string().nullable(),
  percent: z.number().int().min(0).max(100),
});

export const questProgressSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  targetCount: z.number().int(),
  progress: z.number().int(),
  completed: z.boolean(),
  xpReward: z.number().int(),
});

export const progressSchema = z.object({
  level: levelProgressSchema,
  activityLevel: z.enum(ACTIVITY_LEVELS.map((level) => level.title) as [string, ...string[]]),
  /** Today's active quests, today being the member's day in their time zone. */
  quests: z.array(questProgressSchema),
  /** The latest 10 XP transactions. */
  recentXp: z.array(z.object({ id: z.string(), amount: z.number().int(), reason: z.string(), createdAt: z.string() })),
  achievements: z.array(
    z.object({
      key: z.string(),
      title: z.string(),
      description: z.string(),
      earned: z.boolean(),
      earnedAt: z.string().nullable(),
      progress: z.number().int(),
      target: z.number().int(),
    }),
  ),
});
export type Progress = z.infer<typeof progressSchema>;

export const ACTIVITY_KINDS = ['bookmark', 'vote', 'rating', 'discussion'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

export const activityFeedSchema = z.object({
  items: z.array(z.object({ id: z.string(), kind: z.enum(ACTIVITY_KINDS), title: z.string(), href: z.string(), createdAt: z.string() })),
});
export type ActivityFeed = z.infer<typeof activityFeedSchema>;

// ---- Staff: the daily quest set ----------------------------------------------

export const QUEST_TITLE_MAX = 100;
export const QUEST_DESCRIPTION_MAX = 300;
export const QUEST_TARGET_MAX = 100;
export const QUEST_XP_MAX = 1_000;

export const QUEST_MESSAGES = {
  titleRequired: 'Title is required.',
  titleTooLong: `Title must be at most ${QUEST_TITLE_MAX} characters.`,
  descriptionTooLong: `Description must be at most ${QUEST_DESCRIPTION_MAX} characters.`,
  questType: `Quest type must be one of: ${QUEST_TYPES.join(', ')}.`,
  targetCount: `Target must be a whole number from 1 to ${QUEST_TARGET_MAX}.`,
  xpReward: `XP reward must be a whole number from 0 to ${QUEST_XP_MAX}.`,
  notFound: 'Quest not found',
  nothingToChange: 'Nothing to change.',
} as const;

const questFields = {
  title: requiredText(QUEST_MESSAGES.titleRequired).max(QUEST_TITLE_MAX, QUEST_MESSAGES.titleTooLong),
  description: z.string({ error: QUEST_MESSAGES.descriptionTooLong }).trim().max(QUEST_DESCRIPTION_MAX, QUEST_MESSAGES.descriptionTooLong),
  questType: z.enum(QUEST_TYPES, { error: QUEST_MESSAGES.questType }),
  targetCount: z.number({ error: QUEST_MESSAGES.targetCount }).int(QUEST_MESSAGES.targetCount).min(1, QUEST_MESSAGES.targetCount).max(QUEST_TARGET_MAX, QUEST_MESSAGES.targetCount),
  xpReward: z.number({ error: QUEST_MESSAGES.xpReward }).int(QUEST_MESSAGES.xpReward).min(0, QUEST_MESSAGES.xpReward).max(QUEST_XP_MAX, QUEST_MESSAGES.xpReward),
  isActive: z.boolean(),
};

export const questCreateSchema = z.object({ ...questFields, description: questFields.description.default(''), isActive: questFields.isActive.default(true) });
export type QuestCreateInput = z.input<typeof questCreateSchema>;
export type QuestCreate = z.output<typeof questCreateSchema>;

export const questUpdateSchema = z
  .object({
    title: questFields.title.optional(),
    description: questFields.description.optional(),
    questType: questFields.questType.optional(),
    targetCount: questFields.targetCount.optional(),
    xpReward: questFields.xpReward.optional(),
    isActive: questFields.isActive.optional(),
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined), { message: QUEST_MESSAGES.nothingToChange });
export type QuestUpdateInput = z.input<typeof questUpdateSchema>;

export const questSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  questType: z.enum(QUEST_TYPES),
  targetCount: z.number().int(),
  xpReward: z.number().int(),
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Quest = z.infer<typeof questSchema>;
export const questListSchema = z.object({ items: z.array(questSchema) });
