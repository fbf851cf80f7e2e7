import { z } from 'zod';
import { FUNDING_STATUSES, STORY_BUSINESS_MODELS, STORY_REVENUE_BANDS, STORY_SUBMISSION_STATUSES } from '../constants.ts';
import { EMAIL_MAX } from '../limits.ts';
import { requiredText } from './text-fields.ts';
import { pageParamWithMessages, wholePageOf } from './list-pages.ts';

/** The spec's words (access-admin-pricing §5, Story form). */
export const STORY_MESSAGES = {
  missingTitle: 'Missing Information',
  missing: 'Please fill in all required fields.',
  termsTitle: 'Terms Required',
  terms: 'Please agree to the terms and conditions.',
  successTitle: 'Story Submitted!',
  success: "Thank you for sharing your story. Our team will review it within 5 business days.",
  invalidEmail: 'Please enter a valid email address.',
  invalidUrl: 'Please enter a valid website address.',
  invalidYear: 'Please enter a valid founding year.',
  tooLong: 'This answer is too long.',
  failed: 'Failed to submit your story. Please try again.',
} as const;

export const STORY_REVENUE_LABELS: Record<(typeof STORY_REVENUE_BANDS)[number], string> = {
  '0-1k': '$0 - $1K',
  '1k-10k': '$1K - $10K',
  '10k-50k': '$10K - $50K',
  '50k-100k': '$50K - $100K',
  '100k+': '$100K+',
};
export const STORY_MODEL_LABELS: Record<(typeof STORY_BUSINESS_MODELS)[number], string> = {
  saas: 'SaaS',
  ecommerce: 'E-commerce',
  marketplace: 'Marketplace',
  content: 'Content',
  services: 'Services',
  other: 'Other',
};
export const FUNDING_STATUS_LABELS: Record<(typeof FUNDING_STATUSES)[number], string> = {
  bootstrapped: 'Bootstrapped',
  'pre-seed': 'Pre-seed',
  seed: 'Seed',
  'series-a': 'Series A',
};
export const TEAM_SIZES = ['Just me', '2-5', '6-10', '11-25', '26-50', '51+'] as const;

const SHORT_MAX = 200;
const LONG_MAX = 20_000;

const required = (max: number) => requiredText(STORY_MESSAGES.missing).max(max, STORY_MESSAGES.tooLong);
/** An optional answer: blank is no answer. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, STORY_MESSAGES.tooLong)
    .optional()
    .transform((value) => value || null);
const optionalChoice = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .union([z.enum(values), z.literal('')])
    .optional()
    .transform((value) => value || null);

/** A website: a scheme is added when left out ("acme.com"), and only http(s) addresses are taken. */
const websiteSchema = required(500)
  .transform((value) => (/^https?:\/\//i.test(value) ? value : `https://${value}`))
  .pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: STORY_MESSAGES.invalidUrl }));

export const storySubmissionSchema = z.object({
  founderName: required(SHORT_MAX),
  email: required(EMAIL_MAX).pipe(z.email(STORY_MESSAGES.invalidEmail)),
  businessName: required(SHORT_MAX),
  businessUrl: websiteSchema,
  monthlyRevenue: optionalChoice(STORY_REVENUE_BANDS),
  businessModel: optionalChoice(STORY_BUSINESS_MODELS),
  industry: optionalText(SHORT_MAX),
  foundedYear: z
    .union([z.literal(''), z.coerce.number({ error: STORY_MESSAGES.invalidYear }).int(STORY_MESSAGES.invalidYear).min(1900, STORY_MESSAGES.invalidYear).max(2100, STORY_MESSAGES.invalidYear)])
    .optional()
    .transform((value) => (value === '' || value === undefined ? null : value)),
  teamSize: optionalText(SHORT_MAX),
  fundingStatus: optionalChoice(FUNDING_STATUSES),
  businessStory: required(LONG_MAX),
  keyInsight: optionalText(LONG_MAX),
  biggestChallenge: optionalText(LONG_MAX),
  adviceForFounders: optionalText(LONG_MAX),
  agreeToTerms: z.literal(true, { error: STORY_MESSAGES.terms }),
  agreeToInterview: z.boolean().default(false),
});
export type StorySubmissionInput = z.input<typeof storySubmissionSchema>;
export type StorySubmission = z.output<typeof storySubmissionSchema>;

// ---- Staff list ----------------------------------------------------------

export const STORIES_PAGE_SIZE = 20;

/** "Handled" in the admin list is any status but new. */
export const storyListQuerySchema = z.object({
  status: z.enum(['new', 'handled', 'all'], { message: 'Show new, handled or all stories' }).default('new'),
  page: pageParamWithMessages,
});

export const storyItemSchema = z.object({
  id: z.string(),
  founderName: z.string(),
  email: z.string(),
  businessName: z.string(),
  businessUrl: z.string(),
  monthlyRevenue: z.enum(STORY_REVENUE_BANDS).nullable(),
  businessModel: z.enum(STORY_BUSINESS_MODELS).nullable(),
  industry: z.string().nullable(),
  foundedYear: z.number().int().nullable(),
  teamSize: z.string().nullable(),
  fundingStatus: z.enum(FUNDING_STATUSES).nullable(),
  businessStory: z.string(),
  keyInsight: z.string().nullable(),
  biggestChallenge: z.string().nullable(),
  adviceForFounders: z.string().nullable(),
  agreeToInterview: z.boolean(),
  status: z.enum(STORY_SUBMISSION_STATUSES),
  createdAt: z.string(),
});
export type StoryItem = z.infer<typeof storyItemSchema>;

export const storyListSchema = wholePageOf(storyItemSchema);
export type StoryList = z.infer<typeof storyListSchema>;

export const storyStatusChangeSchema = z.object({
  status: z.enum(STORY_SUBMISSION_STATUSES, { message: 'Choose a status: new, reviewed, accepted or declined' }),
});
