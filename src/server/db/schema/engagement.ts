import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, smallint, text, unique, uuid, type ExtraConfigColumn } from 'drizzle-orm/pg-core';
import { RATING_MAX, RATING_MIN } from '../../../shared/constants.ts';
import { caseStudies, tactics } from './content.ts';
import { toolkitStatusEnum, viewedContentTypeEnum, voteTypeEnum } from './enums.ts';
import { cascadeRef, createdAt, defaultsToNow, id, setNullRef, timestamps, timestamptz } from './columns.ts';
import { memberRef } from './member-columns.ts';

// Votes, bookmarks and ratings point at exactly one case study or one tactic. A plain UNIQUE
// (user_id, case_study_id) is one-per-user-per-item: rows about the other kind carry NULL
// there and never collide. Upserts name these columns as their conflict target.

/** A vote's, bookmark's or rating's key, member and target (one of the two). */
const memberAndTarget = () => ({
  id: id(),
  userId: memberRef('user_id'),
  caseStudyId: uuid('case_study_id').references(() => caseStudies.id, { onDelete: 'cascade' }),
  tacticId: uuid('tactic_id').references(() => tactics.id, { onDelete: 'cascade' }),
});

type MemberAndTarget = Record<'userId' | 'caseStudyId' | 'tacticId' | 'createdAt', ExtraConfigColumn>;

/** One target, once per member, found by target and by the member's newest first. */
const oneTargetPerMember = (table: string, t: MemberAndTarget) => [
  check(`${table}_one_target_check`, sql`num_nonnulls(${t.caseStudyId}, ${t.tacticId}) = 1`),
  unique(`${table}_user_case_study_unique`).on(t.userId, t.caseStudyId),
  unique(`${table}_user_tactic_unique`).on(t.userId, t.tacticId),
  index(`${table}_case_study_id_idx`).on(t.caseStudyId),
  index(`${table}_tactic_id_idx`).on(t.tacticId),
  index(`${table}_user_created_at_idx`).on(t.userId, t.createdAt.desc().nullsFirst()),
];

export const votes = pgTable(
  'votes',
  {
    ...memberAndTarget(),
    voteType: voteTypeEnum('vote_type').notNull(),
    ...timestamps(),
  },
  (t) => oneTargetPerMember('votes', t),
);

/** A member's named folder of bookmarks; deleting it leaves its bookmarks unfiled. */
export const bookmarkFolders = pgTable(
  'bookmark_folders',
  {
    id: id(),
    userId: memberRef('user_id'),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('bookmark_folders_user_name_unique').on(t.userId, t.name)],
);

export const bookmarks = pgTable(
  'bookmarks',
  {
    ...memberAndTarget(),
    folderId: setNullRef('folder_id', () => bookmarkFolders.id),
    /** When the member asked to be reminded; the reminder event carries the same time, so a changed or cleared one does nothing. */
    remindAt: timestamptz('remind_at'),
    createdAt: createdAt(),
  },
  (t) => [...oneTargetPerMember('bookmarks', t), index('bookmarks_folder_id_idx').on(t.folderId)],
);

export const ratings = pgTable(
  'ratings',
  {
    ...memberAndTarget(),
    rating: smallint('rating').notNull(),
    reviewText: text('review_text'),
    ...timestamps(),
  },
  (t) => [
    ...oneTargetPerMember('ratings', t),
    check('ratings_rating_range_check', sql`${t.rating} BETWEEN ${sql.raw(String(RATING_MIN))} AND ${sql.raw(String(RATING_MAX))}`),
  ],
);

/** A member's tactic toolkit: "Save to Toolkit" and "Mark as Implemented". */
export const toolkitItems = pgTable(
  'toolkit_items',
  {
    userId: memberRef('user_id'),
    tacticId: cascadeRef('tactic_id', () => tactics.id),
    status: toolkitStatusEnum('status').notNull().default('saved'),
    savedAt: defaultsToNow('saved_at'),
    implementedAt: timestamptz('implemented_at'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.tacticId] }),
    check('toolkit_items_implemented_at_check', sql`(${t.status} = 'implemented') = (${t.implementedAt} IS NOT NULL)`),
    index('toolkit_items_tactic_id_idx').on(t.tacticId),
  ],
);

/** "Start a 7-day plan": one plan per member and tactic, its steps are personal daily quests. */
export const tacticPlans = pgTable(
  'tactic_plans',
  {
    id: id(),
    userId: memberRef('user_id'),
    tacticId: cascadeRef('tactic_id', () => tactics.id),
    startedAt: defaultsToNow('started_at'),
  },
  (t) => [unique('tactic_plans_user_tactic_unique').on(t.userId, t.tacticId), index('tactic_plans_tactic_id_idx').on(t.tacticId)],
);

export const tacticPlanSteps = pgTable(
  'tactic_plan_steps',
  {
    planId: cascadeRef('plan_id', () => tacticPlans.id),
    day: smallint('day').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    xpReward: integer('xp_reward').notNull(),
    completedAt: timestamptz('completed_at'),
  },
  (t) => [primaryKey({ columns: [t.planId, t.day] }), check('tactic_plan_steps_day_check', sql`${t.day} BETWEEN 1 AND 7`)],
);

/**
 * The monthly content-views ledger behind Explorer's reading limit: one row per member, item
 * and calendar month (month = its first day), so re-reading an item costs nothing.
 */
export const contentViews = pgTable(
  'content_views',
  {
    userId: memberRef('user_id'),
    contentType: viewedContentTypeEnum('content_type').notNull(),
    contentId: uuid('content_id').notNull(),
    month: date('month').notNull(),
    firstViewedAt: defaultsToNow('first_viewed_at'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.contentType, t.contentId, t.month] }),
    check('content_views_month_check', sql`extract(day from ${t.month}) = 1`),
    index('content_views_user_month_idx').on(t.userId, t.month),
  ],
);
