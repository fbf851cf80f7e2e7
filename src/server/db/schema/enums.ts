import { pgEnum } from 'drizzle-orm/pg-core';
import {
  ACHIEVEMENT_CATEGORIES,
  ADMIN_ROLES,
  BEHAVIOR_EVENT_TYPES,
  BILLING_CYCLES,
  BUSINESS_MODELS,
  CASE_STUDY_TYPES,
  CHECKOUT_PROVIDERS,
  CHECKOUT_STATUSES,
  CONTENT_LANGUAGES,
  CONTINENTS,
  COURSE_LEVELS,
  COURSE_TYPES,
  CUSTOMER_TYPES,
  DELETION_REQUEST_STATUSES,
  DISCOUNT_TYPES,
  EVENT_STATES,
  FUNDING_STATUSES,
  FUNDING_TYPES,
  GROWTH_CHANNELS,
  IDEA_CATEGORIES,
  IMPORT_JOB_STATUSES,
  INVOLVEMENTS,
  PUBLICATION_STATUSES,
  QUEST_TYPES,
  STORY_BUSINESS_MODELS,
  STORY_REVENUE_BANDS,
  STORY_SUBMISSION_STATUSES,
  SUBSCRIPTION_TIERS,
  TACTIC_CATEGORIES,
  TOOLKIT_STATUSES,
  NOTIFICATION_KINDS,
  VIEWED_CONTENT_TYPES,
  VOTE_TYPES,
} from '../../../shared/constants.ts';

// Every database enum is built from the shared list, so the API and the web app agree with it.

export const subscriptionTierEnum = pgEnum('subscription_tier', SUBSCRIPTION_TIERS);
export const adminRoleEnum = pgEnum('admin_role', ADMIN_ROLES);

export const publicationStatusEnum = pgEnum('publication_status', PUBLICATION_STATUSES);
export const caseStudyTypeEnum = pgEnum('case_study_type', CASE_STUDY_TYPES);
export const contentLanguageEnum = pgEnum('content_language', CONTENT_LANGUAGES);
export const continentEnum = pgEnum('continent', CONTINENTS);
export const businessModelEnum = pgEnum('business_model', BUSINESS_MODELS);
export const growthChannelEnum = pgEnum('growth_channel', GROWTH_CHANNELS);
export const fundingTypeEnum = pgEnum('funding_type', FUNDING_TYPES);
export const customerTypeEnum = pgEnum('customer_type', CUSTOMER_TYPES);
export const involvementEnum = pgEnum('involvement', INVOLVEMENTS);
export const tacticCategoryEnum = pgEnum('tactic_category', TACTIC_CATEGORIES);

export const voteTypeEnum = pgEnum('vote_type', VOTE_TYPES);
export const userActionTypeEnum = pgEnum('user_action_type', NOTIFICATION_KINDS);
export const toolkitStatusEnum = pgEnum('toolkit_status', TOOLKIT_STATUSES);
export const viewedContentTypeEnum = pgEnum('viewed_content_type', VIEWED_CONTENT_TYPES);

export const eventStateEnum = pgEnum('event_state', EVENT_STATES);

export const questTypeEnum = pgEnum('quest_type', QUEST_TYPES);
export const achievementCategoryEnum = pgEnum('achievement_category', ACHIEVEMENT_CATEGORIES);

export const behaviorEventTypeEnum = pgEnum('behavior_event_type', BEHAVIOR_EVENT_TYPES);

export const billingCycleEnum = pgEnum('billing_cycle', BILLING_CYCLES);
export const checkoutProviderEnum = pgEnum('checkout_provider', CHECKOUT_PROVIDERS);
export const checkoutStatusEnum = pgEnum('checkout_status', CHECKOUT_STATUSES);
export const discountTypeEnum = pgEnum('discount_type', DISCOUNT_TYPES);

export const courseTypeEnum = pgEnum('course_type', COURSE_TYPES);
export const courseLevelEnum = pgEnum('course_level', COURSE_LEVELS);
export const ideaCategoryEnum = pgEnum('idea_category', IDEA_CATEGORIES);

export const storyRevenueBandEnum = pgEnum('story_revenue_band', STORY_REVENUE_BANDS);
export const storyBusinessModelEnum = pgEnum('story_business_model', STORY_BUSINESS_MODELS);
export const fundingStatusEnum = pgEnum('funding_status', FUNDING_STATUSES);
export const storySubmissionStatusEnum = pgEnum('story_submission_status', STORY_SUBMISSION_STATUSES);

export const deletionRequestStatusEnum = pgEnum('deletion_request_status', DELETION_REQUEST_STATUSES);
export const importJobStatusEnum = pgEnum('import_job_status', IMPORT_JOB_STATUSES);
