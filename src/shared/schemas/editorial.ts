import { z } from 'zod';
import { ADMIN_ROLES, ITEM_TYPES, PUBLICATION_STATUSES, SNIPPET_MAX, TACTIC_CATEGORIES } from '../constants.ts';
import { EDITORIAL_ACTIONS, RETURN_REASON_MAX, RETURN_REASON_REQUIRED } from '../domain/editorial.ts';
import { caseStudyInsertSchema } from './case-study-insert.ts';
import { pageOf, pageParam } from './list-pages.ts';

// Member submissions (member-area §5, §7, §8) and the staff side of the editorial workflow.

export const SUBMISSION_MESSAGES = {
  authTitle: 'Authentication Required',
  authMessage: 'You need to be signed in to submit content.',
  caseStudyFailed: 'Failed to submit case study. Please try again.',
  caseStudySuccess: 'Case study submitted successfully. It will be reviewed before publishing.',
  tacticFailed: 'Failed to submit tactic. Please try again.',
  tacticSuccess: 'Growth tactic submitted successfully!',
  submissionNotFound: 'Submission not found',
  notEditable: 'This submission is being reviewed or is published; it can be changed only when it is returned to you.',
  staleEdit: 'Someone else saved this item after you opened it. Reload to see their changes, then make yours again.',
} as const;

export const CASE_STUDY_SUBMISSION_LIMITS = { title: 10, introduction: 50, problem: 50, solution: 50 } as const;
export const TACTIC_SUBMISSION_LIMITS = { name: 5, description: 100 } as const;

export const CASE_STUDY_SECTION_MESSAGES = {
  problem: 'Problem description must be at least 50 characters',
  solution: 'Solution description must be at least 50 characters',
} as const;

/**
 * Why a case study cannot be published yet, or null: the reader shows "The Problem" and "The
 * Solution" of every published study, so both need the length a member's submission needs.
 */
export function publishingProblem(content: { problem?: string | null; solution?: string | null }): string | null {
  if ((content.problem ?? '').trim().length < CASE_STUDY_SUBMISSION_LIMITS.problem) return CASE_STUDY_SECTION_MESSAGES.problem;
  if ((content.solution ?? '').trim().length < CASE_STUDY_SUBMISSION_LIMITS.solution) return CASE_STUDY_SECTION_MESSAGES.solution;
  return null;
}

const TEXT_MAX = 20_000;

/** Entries trimmed, empty and repeated ones dropped (region tags, signals). */
export const distinctEntries = (entries: readonly string[]) => [...new Set(entries.map((entry) => entry.trim()).filter((entry) => entry !== ''))];

const entryList = (message: string) =>
  z
    .array(z.string().max(200))
    .max(50)
    .transform(distinctEntries)
    .refine((list) => list.length > 0, message);

/** The "Submit a case study" form (member-area §5). */
export const caseStudySubmissionSchema = z.object({
  title: z.string().trim().min(CASE_STUDY_SUBMISSION_LIMITS.title, 'Title must be at least 10 characters').max(200),
  introduction: z.string().trim().min(CASE_STUDY_SUBMISSION_LIMITS.introduction, 'Introduction must be at least 50 characters').max(TEXT_MAX),
  problem: z.string().trim().min(CASE_STUDY_SUBMISSION_LIMITS.problem, CASE_STUDY_SECTION_MESSAGES.problem).max(TEXT_MAX),
  solution: z.string().trim().min(CASE_STUDY_SUBMISSION_LIMITS.solution, CASE_STUDY_SECTION_MESSAGES.solution).max(TEXT_MAX),
  sourceUrl: z.union([z.literal(''), z.url({ message: 'Must be a valid URL', protocol: /^https?$/ })]).default(''),
  regionTags: entryList('At least one region tag is required'),
  /** Named figures; a metric is kept only with both a name and a value. */
  metrics: z
    .array(z.object({ name: z.string().trim().max(100), value: z.string().trim().max(100) }))
    .max(30)
    .default([])
    .transform((list) => list.filter((metric) => metric.name !== '' && metric.value !== '')),
});
export type CaseStudySubmission = z.input<typeof caseStudySubmissionSchema>;

/** The "Submit a growth tactic" form (member-area §5). */
export const tacticSubmissionSchema = z.object({
  name: z.string().trim().min(TACTIC_SUBMISSION_LIMITS.name, 'Name must be at least 5 characters').max(200),
  description: z.string().trim().min(TACTIC_SUBMISSION_LIMITS.description, 'Description must be at least 100 characters').max(TEXT_MAX),
  category: z.enum(TACTIC_CATEGORIES, { error: 'Category is required' }),
  successSignals: entryList('At least one success signal is required'),
  failureSignals: entryList('At least one failure signal is required'),
});
export type TacticSubmission = z.input<typeof tacticSubmissionSchema>;

/** A resubmission carries the version the author edited, so a concurrent change is not lost. */
export const versionField = { version: z.number().int().min(1) };
export const caseStudyResubmissionSchema = caseStudySubmissionSchema.extend(versionField);
export const tacticResubmissionSchema = tacticSubmissionSchema.extend(versionField);

export const submissionCreatedSchema = z.object({ id: z.string(), kind: z.enum(ITEM_TYPES), status: z.enum(PUBLICATION_STATUSES), href: z.string() });
export type SubmissionCreated = z.infer<typeof submissionCreatedSchema>;

/** GET /api/me/submissions (the contract other features read). */
export const submissionListItemSchema = z.object({
  id: z.string(),
  kind: z.enum(ITEM_TYPES),
  title: z.string(),
  status: z.enum(PUBLICATION_STATUSES),
  reviewNote: z.string().nullable(),
  updatedAt: z.string(),
  href: z.string(),
});
export const submissionListSchema = z.object({ items: z.array(submissionListItemSchema) });
export type SubmissionListItem = z.infer<typeof submissionListItemSchema>;

/** Where a submission stands, whichever its kind. */
const submissionState = {
  id: z.string(),
  status: z.enum(PUBLICATION_STATUSES),
  reviewNote: z.string().nullable(),
  version: z.number(),
  updatedAt: z.string(),
  publicHref: z.string().nullable(),
};

/** One of the member's own submissions, with what they wrote, for the status page and resubmission. */
export const submissionDetailSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('case_study'),
    ...submissionState,
    fields: z.object({
      title: z.string(),
      introduction: z.string(),
      problem: z.string(),
      solution: z.string(),
      sourceUrl: z.string(),
      regionTags: z.array(z.string()),
      metrics: z.array(z.object({ name: z.string(), value: z.string() })),
    }),
  }),
  z.object({
    kind: z.literal('tactic'),
    ...submissionState,
    fields: z.object({
      name: z.string(),
      description: z.string(),
      category: z.enum(TACTIC_CATEGORIES),
      successSignals: z.array(z.string()),
      failureSignals: z.array(z.string()),
    }),
  }),
]);
export type SubmissionDetail = z.infer<typeof submissionDetailSchema>;

/** Where a member sees one of their submissions and its state. */
export const submissionHref = (kind: (typeof ITEM_TYPES)[number], id: string) => `/submissions/${kind === 'case_study' ? 'case-study' : 'tactic'}/${id}`;

// ---- Staff ----------------------------------------------------------------

export const ADMIN_CASES_PAGE_SIZE = 12;
export const ADMIN_CASE_TABS = ['all', 'published', 'in_review', 'draft', 'returned'] as const;
export type AdminCaseTab = (typeof ADMIN_CASE_TABS)[number];

export const adminCaseListQuerySchema = z.object({
  q: z.string().trim().max(200, 'Search must be at most 200 characters').optional(),
  status: z.enum(ADMIN_CASE_TABS).default('all'),
  page: pageParam,
});

export const adminCaseCardSchema = z.object({
  id: z.string(),
  title: z.string(),
  status: z.enum(PUBLICATION_STATUSES),
  snippet: z.string().nullable(),
  businessName: z.string().nullable(),
  /** Null when no revenue was given (a member's submission until an editor records one). */
  monthlyRevenue: z.number().nullable(),
  viewCount: z.number(),
  createdAt: z.string(),
  featuredImageUrl: z.string().nullable(),
  reviewNote: z.string().nullable(),
  version: z.number(),
  /** The member who submitted it; null for staff-written studies. */
  submittedBy: z.string().nullable(),
});
export type AdminCaseCard = z.infer<typeof adminCaseCardSchema>;

export const adminCaseListSchema = pageOf(adminCaseCardSchema).extend({
  /** Every study matching the search, per tab (unpublished ones count in All only). */
  counts: z.object(Object.fromEntries(ADMIN_CASE_TABS.map((tab) => [tab, z.number()])) as Record<AdminCaseTab, z.ZodNumber>),
});
export type AdminCaseList = z.infer<typeof adminCaseListSchema>;

/** The editor's three buttons: Save as Draft, Publish (editors and above), Send to review (contributors). */
export const SAVE_INTENTS = ['draft', 'publish', 'review'] as const;
export type SaveIntent = (typeof SAVE_INTENTS)[number];

export const SAVE_MESSAGES = {
  published: 'Case study published successfully!',
  draft: 'Case study saved as draft successfully!',
  review: 'Case study sent to review successfully!',
  failedTitle: 'Error',
  failed: 'Failed to save case study. Please try again.',
} as const;

export const caseStudySaveSchema = z.object({
  data: caseStudyInsertSchema,
  intent: z.enum(SAVE_INTENTS).default('draft'),
});
export const caseStudyUpdateSchema = caseStudySaveSchema.extend(versionField);
export type CaseStudySaveInput = z.input<typeof caseStudySaveSchema>;

/** A study in the editor: the insert payload as stored, with its workflow state. */
export const adminCaseStudySchema = z.object({
  id: z.string(),
  status: z.enum(PUBLICATION_STATUSES),
  version: z.number(),
  reviewNote: z.string().nullable(),
  submittedBy: z.string().nullable(),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
  /** Introduction, problem and solution of a member's submission, shown to the reviewer. */
  submission: z.object({ introduction: z.string(), problem: z.string(), solution: z.string(), sourceUrl: z.string().nullable(), regionTags: z.array(z.string()) }),
  data: z.record(z.string(), z.unknown()),
});
export type AdminCaseStudy = z.infer<typeof adminCaseStudySchema>;

/** The reason an editor gives the author (required when returning a study: transitionSchema). */
export const returnReasonSchema = z.string().trim().max(RETURN_REASON_MAX, `The reason must be at most ${RETURN_REASON_MAX} characters`);

export const transitionSchema = z
  .object({
    action: z.enum(EDITORIAL_ACTIONS),
    reason: returnReasonSchema.optional(),
    version: z.number().int().min(1),
  })
  .refine((body) => body.action !== 'return' || (body.reason ?? '') !== '', { message: RETURN_REASON_REQUIRED, path: ['reason'] });
export type TransitionInput = z.infer<typeof transitionSchema>;

export const transitionResultSchema = z.object({ id: z.string(), status: z.enum(PUBLICATION_STATUSES), version: z.number() });

export const reviewTacticSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: z.enum(TACTIC_CATEGORIES),
  descriptionHtml: z.string(),
  successSignals: z.array(z.string()),
  failureSignals: z.array(z.string()),
  status: z.enum(PUBLICATION_STATUSES),
  reviewNote: z.string().nullable(),
  version: z.number(),
  submittedBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export const reviewTacticListSchema = z.object({ items: z.array(reviewTacticSchema) });
export type ReviewTactic = z.infer<typeof reviewTacticSchema>;

// ---- Dashboard and audit --------------------------------------------------

export const adminDashboardSchema = z.object({
  role: z.enum(ADMIN_ROLES),
  displayName: z.string().nullable(),
  stats: z.object({
    members: z.number(),
    newMembersThisWeek: z.number(),
    publishedCaseStudies: z.number(),
    awaitingReview: z.number(),
    paidMembers: z.number(),
  }),
  recentActivity: z.array(
    z.object({ id: z.string(), actorName: z.string(), action: z.string(), subjectType: z.string(), subjectId: z.string().nullable(), summary: z.string(), createdAt: z.string() }),
  ),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;

export const AUDIT_PAGE_SIZE = 25;
export const auditQuerySchema = z.object({ page: pageParam });
export const auditEntrySchema = z.object({
  id: z.string(),
  actorId: z.string().nullable(),
  actorName: z.string(),
  action: z.string(),
  subjectType: z.string(),
  subjectId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export const auditPageSchema = pageOf(auditEntrySchema);
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export type AuditPage = z.infer<typeof auditPageSchema>;

export { SNIPPET_MAX };
