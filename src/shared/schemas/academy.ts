import { z } from 'zod';
import { COURSE_LEVELS, COURSE_TYPES } from '../constants.ts';

// Contracts of the academy API: courses, modules, progress and the learning path.

export const ACADEMY_MESSAGES = {
  courseNotFound: 'Course Not Found',
  moduleNotFound: 'Module Not Found',
  caseStudyNotFound: 'Case Study Not Found',
  rating: 'Rating must be a whole number from 1 to 5',
  enrollFirst: 'Start the course before rating it.',
} as const;

export const slugParamSchema = z.object({ slug: z.string().max(200) });

export const courseRatingRequestSchema = z.object({
  rating: z.number({ error: ACADEMY_MESSAGES.rating }).int(ACADEMY_MESSAGES.rating).min(1, ACADEMY_MESSAGES.rating).max(5, ACADEMY_MESSAGES.rating),
});

const viewerProgressSchema = z.object({ enrolled: z.boolean(), completedModules: z.number().int(), rating: z.number().int().nullable() });

export const courseSummarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  courseType: z.enum(COURSE_TYPES),
  level: z.enum(COURSE_LEVELS),
  durationMinutes: z.number().int(),
  moduleCount: z.number().int(),
  isPro: z.boolean(),
  /** The average of members' ratings, 0 while nobody has rated the course. */
  rating: z.number(),
  ratingCount: z.number().int(),
  enrolledCount: z.number().int(),
  /** A Pro course the viewer's plan does not include. */
  locked: z.boolean(),
  viewer: viewerProgressSchema.nullable(),
});
export type CourseSummary = z.infer<typeof courseSummarySchema>;

export const courseListSchema = z.object({ courses: z.array(courseSummarySchema) });
export type CourseList = z.infer<typeof courseListSchema>;

export const courseModuleSchema = z.object({
  id: z.string(),
  position: z.number().int(),
  title: z.string(),
  summary: z.string(),
  durationMinutes: z.number().int(),
  /** Markdown; null when the course is locked for the viewer (never sent then). */
  body: z.string().nullable(),
  completed: z.boolean(),
});
export type CourseModule = z.infer<typeof courseModuleSchema>;

export const courseDetailSchema = courseSummarySchema.extend({ modules: z.array(courseModuleSchema) });
export type CourseDetail = z.infer<typeof courseDetailSchema>;

export const learningProgressSchema = z.object({
  percent: z.number().int(),
  completedModules: z.number().int(),
  totalModules: z.number().int(),
  next: z.object({ title: z.string(), href: z.string() }).nullable(),
});
export type LearningProgress = z.infer<typeof learningProgressSchema>;

export const learningPathStepSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('course'),
    id: z.string(),
    slug: z.string(),
    title: z.string(),
    summary: z.string(),
    level: z.enum(COURSE_LEVELS),
    href: z.string(),
    reason: z.string(),
    completedModules: z.number().int(),
    totalModules: z.number().int(),
    completed: z.boolean(),
  }),
  z.object({
    kind: z.literal('case_study'),
    id: z.string(),
    title: z.string(),
    summary: z.string(),
    href: z.string(),
    reason: z.string(),
    completed: z.boolean(),
  }),
]);
export type LearningPathStep = z.infer<typeof learningPathStepSchema>;

export const learningPathSchema = z.object({
  /** The interests the path was chosen from, strongest first (empty for a member with no activity yet). */
  interests: z.array(z.object({ kind: z.enum(['region', 'business_model', 'tactic_category']), value: z.string(), label: z.string(), weight: z.number().int() })),
  steps: z.array(learningPathStepSchema),
  completedSteps: z.number().int(),
  totalSteps: z.number().int(),
  percent: z.number().int(),
});
export type LearningPath = z.infer<typeof learningPathSchema>;
