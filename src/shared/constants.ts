/** Enumerations shared by the database, the API and the web app. */
export const SUBSCRIPTION_TIERS = ['visitor', 'explorer', 'community', 'master_builder', 'legacy_founder'] as const;
export type SubscriptionTier = (typeof SUBSCRIPTION_TIERS)[number];

export const ADMIN_ROLES = ['super_admin', 'administrator', 'editor', 'contributor'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

export const TIER_DISPLAY_NAMES: Record<SubscriptionTier, string> = {
  visitor: 'Visitor',
  explorer: 'Explorer (Free)',
  community: 'Community',
  master_builder: 'Master Builder',
  legacy_founder: 'Legacy Founder',
};

export const APP_NAME = 'Flightdeck';
export const TAGLINE = 'Launch with Data, Not Doubt: Your Flight Simulator for Entrepreneurial Success';
export const SUPPORT_EMAIL = 'support@flightdeck.example';

// ---- Content ------------------------------------------------------------

/**
 * The editorial workflow of case studies and tactics (PRODUCT §11): draft -> in_review ->
 * published, or returned to the author with a reason; published -> unpublished. Only published
 * items are public, counted or searchable.
 */
export const PUBLICATION_STATUSES = ['draft', 'in_review', 'published', 'returned', 'unpublished'] as const;
export type PublicationStatus = (typeof PUBLICATION_STATUSES)[number];
export const PUBLICATION_STATUS_LABELS: Record<PublicationStatus, string> = {
  draft: 'Draft',
  in_review: 'In review',
  published: 'Published',
  returned: 'Returned',
  unpublished: 'Unpublished',
};

/** Where a case study's figure comes from (PRODUCT §11), shown to the reader beside it. */
export const PROVENANCE_KINDS = ['self_reported', 'public_sources', 'verified'] as const;
export type ProvenanceKind = (typeof PROVENANCE_KINDS)[number];
export const PROVENANCE_KIND_LABELS: Record<ProvenanceKind, string> = {
  self_reported: 'Self-reported',
  public_sources: 'Researched from public sources',
  verified: 'Verified',
};
/** The figures of a case study that carry provenance: revenue, profit, costs and team. */
export const PROVENANCE_FIGURES = ['revenue', 'profit', 'costs', 'team'] as const;
export type ProvenanceFigure = (typeof PROVENANCE_FIGURES)[number];
export const PROVENANCE_FIGURE_LABELS: Record<ProvenanceFigure, string> = { revenue: 'Revenue', profit: 'Profit and margin', costs: 'Starting costs', team: 'Team' };

/** What members vote on, rate, bookmark and discuss. */
export const ITEM_TYPES = ['case_study', 'tactic'] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

/** A case study's snippet (card teaser) is at most this many characters. */
export const SNIPPET_MAX = 250;

export const CASE_STUDY_TYPES = ['success', 'failure'] as const;
export type CaseStudyType = (typeof CASE_STUDY_TYPES)[number];
export const CASE_STUDY_TYPE_LABELS: Record<CaseStudyType, string> = { success: 'Success Story', failure: 'Failure Analysis' };

export const CONTENT_LANGUAGES = ['English', 'Vietnamese', 'Spanish', 'German'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

export const CONTINENTS = ['north-america', 'europe', 'asia', 'south-america', 'oceania', 'africa'] as const;
export type Continent = (typeof CONTINENTS)[number];

export const BUSINESS_MODELS = ['saas', 'ecommerce', 'content', 'services', 'digital', 'apps', 'other'] as const;
export type BusinessModel = (typeof BUSINESS_MODELS)[number];

export const GROWTH_CHANNELS = ['seo', 'paid', 'sales', 'social', 'community', 'referral'] as const;
export type GrowthChannel = (typeof GROWTH_CHANNELS)[number];

export const FUNDING_TYPES = ['bootstrapped', 'funded'] as const;
export type FundingType = (typeof FUNDING_TYPES)[number];

export const CUSTOMER_TYPES = ['b2c', 'b2b', 'marketplace'] as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[number];

export const INVOLVEMENTS = ['side', 'fulltime'] as const;
export type Involvement = (typeof INVOLVEMENTS)[number];

export const TACTIC_CATEGORIES = ['acquisition', 'activation', 'retention', 'referral', 'revenue', 'product', 'marketing', 'sales'] as const;
export type TacticCategory = (typeof TACTIC_CATEGORIES)[number];

// ---- Engagement and community -------------------------------------------

export const VOTE_TYPES = ['upvote', 'downvote'] as const;
export type VoteType = (typeof VOTE_TYPES)[number];

export const RATING_MIN = 1;
export const RATING_MAX = 5;

/**
 * What a member did to someone else's content; each row is a notification for its recipient.
 * bookmark_reminder and plan_reminder are the member's own reminders (actor and recipient alike);
 * vip_event_place tells a waitlisted member they got a place at an event.
 */
export const USER_ACTION_TYPES = [
  'upvote_case_study',
  'upvote_tactic',
  'upvote_discussion',
  'rate_case_study',
  'rate_tactic',
  'create_discussion',
  'reply_discussion',
  'follow_user',
  'submission_published',
  'submission_returned',
  'bookmark_reminder',
  'plan_reminder',
  'vip_event_place',
  // Co-founder matching (decision 065): an introduction asked for, accepted or declined.
  'cofounder_intro_requested',
  'cofounder_intro_accepted',
  'cofounder_intro_declined',
] as const;
export type UserActionType = (typeof USER_ACTION_TYPES)[number];

/** Notifications about the member's own progress (no other actor): quest, achievement, level. */
export const PROGRESS_NOTIFICATION_KINDS = ['quest_completed', 'achievement_unlocked', 'level_up'] as const;
export type ProgressNotificationKind = (typeof PROGRESS_NOTIFICATION_KINDS)[number];

/** Notifications about the member's own payments: a receipt, a renewal that could not be charged. */
export const BILLING_NOTIFICATION_KINDS = ['payment_received', 'payment_failed'] as const;

/**
 * Notifications of the gigs marketplace: an application to the member's gig, their pick, a gig
 * they applied to filled or closed by its poster, their listing removed by staff, and the
 * poster's own note of whom they picked.
 */
export const GIG_NOTIFICATION_KINDS = ['gig_applied', 'gig_picked', 'gig_filled', 'gig_closed', 'gig_removed', 'gig_pick_made'] as const;
export type GigNotificationKind = (typeof GIG_NOTIFICATION_KINDS)[number];

/** The member was admitted from the co-founder waitlist to the matching list (decision 065). */
export const COFOUNDER_NOTIFICATION_KINDS = ['cofounder_admitted'] as const;

/** Notifications without another actor: the member's own progress, payments and admission. */
export type OwnNotificationKind = ProgressNotificationKind | (typeof BILLING_NOTIFICATION_KINDS)[number] | (typeof COFOUNDER_NOTIFICATION_KINDS)[number];

/** Notifications about a member's challenge pod: a pod member completed the week's challenge (the actor is that member). */
export const POD_NOTIFICATION_KINDS = ['pod_member_completed'] as const;
export type PodNotificationKind = (typeof POD_NOTIFICATION_KINDS)[number];

/** Every kind of notification row (user_actions.action_type). */
export const NOTIFICATION_KINDS = [...USER_ACTION_TYPES, ...PROGRESS_NOTIFICATION_KINDS, ...BILLING_NOTIFICATION_KINDS, ...GIG_NOTIFICATION_KINDS, ...POD_NOTIFICATION_KINDS, ...COFOUNDER_NOTIFICATION_KINDS] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Life of a transactional event (see the events table). */
export const EVENT_STATES = ['pending', 'processing', 'done', 'dead'] as const;
export type EventState = (typeof EVENT_STATES)[number];

export const NOTIFICATION_TYPES = ['vote', 'rating', 'discussion', 'follow', 'submission', 'reminder', 'progress', 'billing', 'gig', 'cofounder'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const TOOLKIT_STATUSES = ['saved', 'implemented'] as const;
export type ToolkitStatus = (typeof TOOLKIT_STATUSES)[number];

/** Parts of a profile a member may show on their public page (the display name always shows). */
export const PROFILE_PUBLIC_FIELDS = ['avatar', 'bio', 'links', 'progress', 'submissions', 'discussions'] as const;
export type ProfilePublicField = (typeof PROFILE_PUBLIC_FIELDS)[number];

/**
 * Kinds of content counted by the monthly view ledger. A failure case study counts as a
 * failure analysis: Explorer's limits are 5 case studies and 1 of everything else per month.
 */
export const VIEWED_CONTENT_TYPES = ['case_study', 'failure_analysis', 'tactic', 'course', 'idea'] as const;
export type ViewedContentType = (typeof VIEWED_CONTENT_TYPES)[number];

// ---- Gamification -------------------------------------------------------

export const QUEST_TYPES = ['bookmark', 'vote', 'rate', 'discuss', 'read'] as const;
export type QuestType = (typeof QUEST_TYPES)[number];

export const ACHIEVEMENT_CATEGORIES = ['learning', 'engagement', 'contribution', 'social'] as const;
export type AchievementCategory = (typeof ACHIEVEMENT_CATEGORIES)[number];

// ---- Analytics ----------------------------------------------------------

export const BEHAVIOR_EVENT_TYPES = ['page_view', 'page_leave', 'click', 'content_view', 'search', 'engagement', 'form_submission'] as const;
export type BehaviorEventType = (typeof BEHAVIOR_EVENT_TYPES)[number];

// ---- Billing ------------------------------------------------------------

export const BILLING_CYCLES = ['monthly', 'annual', 'lifetime'] as const;
export type BillingCycle = (typeof BILLING_CYCLES)[number];

/** A paid plan's standing: paid, a renewal failed (within its grace), or ended. */
export const SUBSCRIPTION_STATUSES = ['active', 'past_due', 'expired'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const CHECKOUT_PROVIDERS = ['stripe', 'test'] as const;
export type CheckoutProvider = (typeof CHECKOUT_PROVIDERS)[number];

export const CHECKOUT_STATUSES = ['open', 'completed', 'expired', 'failed'] as const;
export type CheckoutStatus = (typeof CHECKOUT_STATUSES)[number];

export const DISCOUNT_TYPES = ['percentage', 'fixed'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

export const DEFAULT_CURRENCY = 'usd';

// ---- Academy and ideas --------------------------------------------------

export const COURSE_TYPES = ['course', 'deep_dive', 'report'] as const;
export type CourseType = (typeof COURSE_TYPES)[number];
export const COURSE_TYPE_LABELS: Record<CourseType, string> = { course: 'Course', deep_dive: 'Deep Dive', report: 'Report' };

export const COURSE_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export type CourseLevel = (typeof COURSE_LEVELS)[number];
export const COURSE_LEVEL_LABELS: Record<CourseLevel, string> = { beginner: 'Beginner', intermediate: 'Intermediate', advanced: 'Advanced' };

export const IDEA_CATEGORIES = ['business_ideas', 'build_with_ai', 'niches_problems', 'frameworks'] as const;
export type IdeaCategory = (typeof IDEA_CATEGORIES)[number];
export const IDEA_CATEGORY_LABELS: Record<IdeaCategory, string> = {
  business_ideas: 'Business Ideas',
  build_with_ai: 'Build With AI',
  niches_problems: 'Niches & Problems',
  frameworks: 'Frameworks',
};

// ---- Story submissions --------------------------------------------------

export const STORY_REVENUE_BANDS = ['0-1k', '1k-10k', '10k-50k', '50k-100k', '100k+'] as const;
export type StoryRevenueBand = (typeof STORY_REVENUE_BANDS)[number];

export const STORY_BUSINESS_MODELS = ['saas', 'ecommerce', 'marketplace', 'content', 'services', 'other'] as const;
export type StoryBusinessModel = (typeof STORY_BUSINESS_MODELS)[number];

export const FUNDING_STATUSES = ['bootstrapped', 'pre-seed', 'seed', 'series-a'] as const;
export type FundingStatus = (typeof FUNDING_STATUSES)[number];

export const STORY_SUBMISSION_STATUSES = ['new', 'reviewed', 'accepted', 'declined'] as const;
export type StorySubmissionStatus = (typeof STORY_SUBMISSION_STATUSES)[number];

// ---- Privacy and admin --------------------------------------------------

export const DELETION_REQUEST_STATUSES = ['pending', 'confirmed', 'completed', 'cancelled'] as const;
export type DeletionRequestStatus = (typeof DELETION_REQUEST_STATUSES)[number];

/** The rights a privacy request can exercise (privacy policy, "Your privacy rights"). */
export const PRIVACY_REQUEST_KINDS = ['access', 'correction', 'deletion', 'portability'] as const;
export type PrivacyRequestKind = (typeof PRIVACY_REQUEST_KINDS)[number];

export const ENQUIRY_KINDS = ['contact', 'advertising'] as const;
export type EnquiryKind = (typeof ENQUIRY_KINDS)[number];

/** Privacy requests and enquiries: unconfirmed (a visitor's, until the e-mailed link), open, done. */
export const REQUEST_STATUSES = ['unconfirmed', 'open', 'done'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** How an erased member's discussions and replies are signed. */
export const DELETED_MEMBER_NAME = 'Deleted member';

export const IMPORT_JOB_STATUSES = ['pending', 'running', 'completed', 'failed'] as const;
export type ImportJobStatus = (typeof IMPORT_JOB_STATUSES)[number];

// ---- Account profile (access spec §3) -----------------------------------

export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-500', '501-1000', '1001-5000', '5001+'] as const;
export type CompanySize = (typeof COMPANY_SIZES)[number];

export const PROFILE_BUSINESS_TYPES = ['ecommerce', 'software', 'publication', 'services'] as const;
export type ProfileBusinessType = (typeof PROFILE_BUSINESS_TYPES)[number];

export const PROFILE_BUSINESS_CATEGORIES = [
  'technology',
  'retail',
  'saas',
  'sports',
  'healthcare',
  'education',
  'finance',
  'real estate',
  'food & beverage',
  'manufacturing',
  'consulting',
  'marketing',
  'media',
  'transportation',
  'energy',
  'other',
] as const;
export type ProfileBusinessCategory = (typeof PROFILE_BUSINESS_CATEGORIES)[number];
