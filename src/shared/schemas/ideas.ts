import { z } from 'zod';
import { CASE_STUDY_TYPES, IDEA_CATEGORIES } from '../constants.ts';
import { SEARCH_MAX_LENGTH } from '../filters.ts';
import { highlightRangeSchema } from './content.ts';

// Contracts of /ideas: the list, views, saves and staff edits.

export const IDEA_SORTS = ['popularity', 'newest', 'most_discussed'] as const;
export type IdeaSort = (typeof IDEA_SORTS)[number];
export const IDEA_SORT_LABELS: Record<IdeaSort, string> = { popularity: 'Popularity', newest: 'Newest', most_discussed: 'Most discussed' };

/** A save weighs this many views in an idea's popularity score. */
export const IDEA_SAVE_WEIGHT = 5;

/** The most ideas one list answer carries. */
export const IDEA_LIST_LIMIT = 200;

export const IDEA_MESSAGES = {
  notFound: 'Idea not found',
  noIdeas: 'No ideas found',
  unknownCaseStudy: 'Every linked case study must be a published case study',
} as const;

export const ideaListQuerySchema = z.object({
  q: z.string().trim().max(SEARCH_MAX_LENGTH, `Search text must be at most ${SEARCH_MAX_LENGTH} characters`).optional(),
  sort: z.enum(IDEA_SORTS, { error: 'Sort must be popularity, newest or most_discussed' }).default('popularity'),
});
export type IdeaListQuery = z.infer<typeof ideaListQuerySchema>;

export const ideaCaseStudyLinkSchema = z.object({ id: z.string(), title: z.string(), caseStudyType: z.enum(CASE_STUDY_TYPES) });

export const ideaCardSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  category: z.enum(IDEA_CATEGORIES),
  tags: z.array(z.string()),
  /** view_count + IDEA_SAVE_WEIGHT × save_count. */
  popularityScore: z.number(),
  viewCount: z.number(),
  saveCount: z.number(),
  /** Discussions (threads and replies) on the idea's linked, published case studies. */
  discussionCount: z.number(),
  createdAt: z.string(),
  /** Whether the signed-in viewer saved it (false for visitors). */
  saved: z.boolean(),
  caseStudies: z.array(ideaCaseStudyLinkSchema),
  /** With a search: where the matched words are in the title and summary. */
  highlights: z.object({ title: z.array(highlightRangeSchema), summary: z.array(highlightRangeSchema) }).optional(),
});
export type IdeaCard = z.infer<typeof ideaCardSchema>;

export const ideaListSchema = z.object({ items: z.array(ideaCardSchema), total: z.number() });
export type IdeaList = z.infer<typeof ideaListSchema>;

export const ideaCountersSchema = z.object({ id: z.string(), viewCount: z.number(), saveCount: z.number(), popularityScore: z.number(), saved: z.boolean() });
export type IdeaCounters = z.infer<typeof ideaCountersSchema>;

const tag = z.string().trim().min(1, 'Tags cannot be empty').max(40, 'Each tag must be at most 40 characters');

/** What staff send to create an idea; an edit sends any subset. */
export const ideaWriteSchema = z.object({
  title: z.string().trim().min(3, 'Title must be at least 3 characters').max(120, 'Title must be at most 120 characters'),
  summary: z.string().trim().min(10, 'Summary must be at least 10 characters').max(1000, 'Summary must be at most 1000 characters'),
  category: z.enum(IDEA_CATEGORIES, { error: 'Category must be business_ideas, build_with_ai, niches_problems or frameworks' }),
  tags: z.array(tag).max(10, 'At most 10 tags').default([]),
  caseStudyIds: z.array(z.uuid({ error: 'Case study ids must be ids' })).max(10, 'At most 10 linked case studies').default([]),
});
export type IdeaWrite = z.infer<typeof ideaWriteSchema>;
export const ideaPatchSchema = z
  .object({
    title: ideaWriteSchema.shape.title.optional(),
    summary: ideaWriteSchema.shape.summary.optional(),
    category: ideaWriteSchema.shape.category.optional(),
    tags: z.array(tag).max(10, 'At most 10 tags').optional(),
    caseStudyIds: z.array(z.uuid({ error: 'Case study ids must be ids' })).max(10, 'At most 10 linked case studies').optional(),
  })
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), 'Nothing to change');
export type IdeaPatch = z.infer<typeof ideaPatchSchema>;
