import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { fundingStatusEnum, storyBusinessModelEnum, storyRevenueBandEnum, storySubmissionStatusEnum } from './enums.ts';
import { id, timestamps } from './columns.ts';
import { optionalMemberRef } from './member-columns.ts';

/** "Share Your Startup Story" submissions, reviewed by staff. Visitors may submit too. */
export const storySubmissions = pgTable(
  'story_submissions',
  {
    id: id(),
    userId: optionalMemberRef('user_id'),
    founderName: text('founder_name').notNull(),
    email: text('email').notNull(),
    businessName: text('business_name').notNull(),
    businessUrl: text('business_url').notNull(),
    monthlyRevenue: storyRevenueBandEnum('monthly_revenue'),
    businessModel: storyBusinessModelEnum('business_model'),
    industry: text('industry'),
    foundedYear: integer('founded_year'),
    teamSize: text('team_size'),
    fundingStatus: fundingStatusEnum('funding_status'),
    businessStory: text('business_story').notNull(),
    keyInsight: text('key_insight'),
    biggestChallenge: text('biggest_challenge'),
    adviceForFounders: text('advice_for_founders'),
    agreeToTerms: boolean('agree_to_terms').notNull(),
    agreeToInterview: boolean('agree_to_interview').notNull().default(false),
    status: storySubmissionStatusEnum('status').notNull().default('new'),
    ...timestamps(),
  },
  (t) => [
    check('story_submissions_terms_check', sql`${t.agreeToTerms}`),
    index('story_submissions_status_created_at_idx').on(t.status, t.createdAt.desc().nullsFirst()),
  ],
);
