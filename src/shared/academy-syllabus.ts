import { z } from 'zod';
import { requiredText } from './schemas/text-fields.ts';

// The Structured Syllabus: a six-week bootcamp route through the academy's courses (by slug),
// stored in the database and edited by ADMIN_CONTENT staff.

export const SYLLABUS_WEEKS = 6;
export const SYLLABUS_TOPICS_MAX = 10;

export const SYLLABUS_MESSAGES = {
  titleRequired: 'Please enter a title for the week.',
  titleTooLong: 'The title must be at most 120 characters.',
  topicsRequired: 'Please list at least one topic.',
  topicTooLong: 'Each topic must be at most 160 characters.',
  tooManyTopics: `A week has at most ${SYLLABUS_TOPICS_MAX} topics.`,
  unknownCourse: 'Every required course must be a course of the academy.',
  weekRange: `The week must be between 1 and ${SYLLABUS_WEEKS}.`,
} as const;

export const syllabusWeekSchema = z.object({ week: z.number(), title: z.string(), topics: z.array(z.string()), requiredCourses: z.array(z.string()) });
export type SyllabusWeek = z.infer<typeof syllabusWeekSchema>;
export const syllabusSchema = z.object({ weeks: z.array(syllabusWeekSchema) });
export type Syllabus = z.infer<typeof syllabusSchema>;

export const syllabusWeekParamSchema = z.object({
  week: z.coerce.number({ error: SYLLABUS_MESSAGES.weekRange }).int(SYLLABUS_MESSAGES.weekRange).min(1, SYLLABUS_MESSAGES.weekRange).max(SYLLABUS_WEEKS, SYLLABUS_MESSAGES.weekRange),
});

export const syllabusWeekWriteSchema = z.object({
  title: requiredText(SYLLABUS_MESSAGES.titleRequired).max(120, SYLLABUS_MESSAGES.titleTooLong),
  topics: z
    .array(z.string().trim().max(160, SYLLABUS_MESSAGES.topicTooLong), { error: SYLLABUS_MESSAGES.topicsRequired })
    .transform((topics) => topics.filter(Boolean))
    .pipe(z.array(z.string()).min(1, SYLLABUS_MESSAGES.topicsRequired).max(SYLLABUS_TOPICS_MAX, SYLLABUS_MESSAGES.tooManyTopics)),
  requiredCourses: z.array(z.string().trim().max(200)).max(SYLLABUS_WEEKS * 2).default([]),
});
export type SyllabusWeekWrite = z.infer<typeof syllabusWeekWriteSchema>;
