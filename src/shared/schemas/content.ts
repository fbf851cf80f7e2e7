import { z } from 'zod';
import {
  BUSINESS_MODELS,
  CASE_STUDY_TYPES,
  CONTINENTS,
  CUSTOMER_TYPES,
  FUNDING_TYPES,
  GROWTH_CHANNELS,
  IDEA_CATEGORIES,
  INVOLVEMENTS,
  TACTIC_CATEGORIES,
} from '../constants.ts';
import { MAX_BROWSE_PAGE, PAGE_LIMIT_MESSAGE, SEARCH_MAX_LENGTH } from '../filters.ts';
import { paywallSchema, readingMeterSchema } from './access.ts';
import { figuresProvenanceSchema } from './case-study-insert.ts';
import { pageOf } from './list-pages.ts';

// Response contracts of the content API (case studies, tactics, search, content browser).

export { CONTENT_MESSAGES } from '../content-messages.ts';

/** [start, end) offsets, in UTF-16 code units, of a matched search word in a text. */
export const highlightRangeSchema = z.tuple([z.number().int().min(0), z.number().int().min(0)]);
export type HighlightRange = z.infer<typeof highlightRangeSchema>;
const highlightsOf = <K extends string>(...fields: K[]) =>
  z.object(Object.fromEntries(fields.map((field) => [field, z.array(highlightRangeSchema)])) as Record<K, z.ZodArray<typeof highlightRangeSchema>>);

export const caseStudyCardSchema = z.object({
  id: z.string(),
  title: z.string(),
  snippet: z.string(),
  caseStudyType: z.enum(CASE_STUDY_TYPES),
  /** Null when no revenue was given (a member's submission until an editor records one). */
  monthlyRevenue: z.number().nullable(),
  startingCosts: z.number(),
  businessModel: z.enum(BUSINESS_MODELS).nullable(),
  growthChannel: z.enum(GROWTH_CHANNELS).nullable(),
  businessName: z.string().nullable(),
  country: z.string().nullable(),
  regionTags: z.array(z.string()),
  /** Our own uploaded image, or null: the web draws a cover from the study's data. */
  featuredImageUrl: z.string().nullable(),
  voteCount: z.number(),
  averageRating: z.number(),
  publishedAt: z.string().nullable(),
  /** The study's first two key metrics, for cards. */
  keyMetrics: z.array(z.object({ name: z.string(), value: z.union([z.number(), z.string()]) })).max(2),
  /** With a search: where the matched words are in the title and snippet. */
  highlights: highlightsOf('title', 'snippet').optional(),
});
export type CaseStudyCard = z.infer<typeof caseStudyCardSchema>;

export const caseStudyPageSchema = z.object({
  items: z.array(caseStudyCardSchema),
  /** Exact, or the number of rows the last reachable page ends at when totalCapped. */
  total: z.number(),
  /** More match than the first MAX_BROWSE_PAGE pages can show: display the total as "N+". */
  totalCapped: z.boolean(),
  page: z.number(),
  pageSize: z.number(),
  pageCount: z.number(),
});
export type CaseStudyPage = z.infer<typeof caseStudyPageSchema>;

const metricValue = z.union([z.number(), z.string()]);

export const caseStudyDetailSchema = caseStudyCardSchema.extend({
  status: z.literal('published'),
  createdAt: z.string(),
  updatedAt: z.string(),
  sourceUrl: z.string().nullable(),
  websiteUrl: z.string().nullable(),
  founderName: z.string().nullable(),
  niche: z.array(z.string()),
  tags: z.array(z.string()),
  continent: z.enum(CONTINENTS).nullable(),
  fundingType: z.enum(FUNDING_TYPES).nullable(),
  customerType: z.enum(CUSTOMER_TYPES).nullable(),
  involvement: z.enum(INVOLVEMENTS).nullable(),
  monthlyProfit: z.number().nullable(),
  grossMarginPercent: z.number().nullable(),
  founderCount: z.number(),
  employeeCount: z.number(),
  yearFounded: z.number().nullable(),
  ratingCount: z.number(),
  content: z.object({
    introduction: z.string(),
    /** null when withheld by the paywall (the preview ends before it). */
    problem: z.string().nullable(),
    solution: z.string().nullable(),
    summary: z.string().nullable(),
    metrics: z.record(z.string(), metricValue),
  }),
  metricsSnapshot: z.record(z.string(), z.number()),
  /** The story in depth (admin payload sections); null where not written. */
  story: z.object({
    genesis: z.string().nullable(),
    validation: z.string().nullable(),
    building: z.string().nullable(),
    launch: z.string().nullable(),
    growth: z.string().nullable(),
    statusFuture: z.string().nullable(),
    lessonsLearned: z.string().nullable(),
    advice: z.string().nullable(),
    founderQuote: z.string().nullable(),
  }),
  techStack: z.array(z.string()),
  keyDecisions: z.object({ firstInvestment: z.string(), firstHire: z.string(), majorPivot: z.string() }).nullable(),
  /** Source kind and as-of date of revenue, profit, costs and team, shown beside each figure (PRODUCT §11). */
  figuresProvenance: figuresProvenanceSchema,
  /** Tactics this company used (editor-linked). */
  tactics: z.array(z.object({ id: z.string(), name: z.string(), category: z.enum(TACTIC_CATEGORIES) })),
  /** Set when only the preview was sent: every later section is null or empty. */
  paywall: paywallSchema.nullable(),
  /** The viewer's free reads left this month, for metered (Explorer) members only. */
  readingMeter: readingMeterSchema.nullable(),
});
export type CaseStudyDetail = z.infer<typeof caseStudyDetailSchema>;

export const tacticCardSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: z.enum(TACTIC_CATEGORIES),
  /** Plain-text excerpt of the description. */
  excerpt: z.string(),
  successSignals: z.array(z.string()),
  failureSignals: z.array(z.string()),
  voteCount: z.number(),
  averageRating: z.number(),
  createdAt: z.string(),
  /** With a search: where the matched words are in the name and excerpt. */
  highlights: highlightsOf('name', 'excerpt').optional(),
});
export type TacticCard = z.infer<typeof tacticCardSchema>;

export const tacticPageSchema = pageOf(tacticCardSchema).extend({ pageCount: z.number() });
export type TacticPage = z.infer<typeof tacticPageSchema>;

export const tacticDetailSchema = tacticCardSchema.extend({
  /** Sanitised HTML. */
  descriptionHtml: z.string(),
  implementationTips: z.array(z.string()),
  tags: z.array(z.string()),
  ratingCount: z.number(),
  parent: z.object({ id: z.string(), name: z.string() }).nullable(),
  subTactics: z.array(tacticCardSchema),
  relatedCaseStudies: z.array(z.object({ id: z.string(), title: z.string(), caseStudyType: z.enum(CASE_STUDY_TYPES), snippet: z.string() })),
});
export type TacticDetail = z.infer<typeof tacticDetailSchema>;

export const contentStatsSchema = z.object({
  caseStudies: z.number(),
  tactics: z.number(),
  regions: z.number(),
  categories: z.number(),
});
export type ContentStats = z.infer<typeof contentStatsSchema>;

export const searchResultsSchema = z.object({
  query: z.string(),
  caseStudies: z.array(caseStudyCardSchema),
  tactics: z.array(tacticCardSchema),
  caseStudyTotal: z.number(),
  /** More case studies match than caseStudyTotal: display it as "N+". */
  caseStudyTotalCapped: z.boolean(),
  tacticTotal: z.number(),
  /** Ideas of /ideas matching the words, best match first. */
  ideas: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      summary: z.string(),
      category: z.enum(IDEA_CATEGORIES),
      highlights: highlightsOf('title', 'summary'),
    }),
  ),
  ideaTotal: z.number(),
});
export type SearchResults = z.infer<typeof searchResultsSchema>;

/** Comma-separated list in a query string, e.g. regions=Europe,Asia */
const listParam = z
  .string()
  .optional()
  .transform((value) => (value ? value.split(',').map((v) => v.trim()).filter(Boolean) : []));

export const MAX_PAGE_SIZE = 50;

/** The tactics index's orders; without one, a search lists the best match first and a list the newest. */
export const TACTIC_SORTS = ['newest', 'most_voted'] as const;
export type TacticSort = (typeof TACTIC_SORTS)[number];

export const tacticListQuerySchema = z.object({
  q: z.string().trim().max(SEARCH_MAX_LENGTH, `Search text must be at most ${SEARCH_MAX_LENGTH} characters`).optional(),
  categories: listParam.pipe(z.array(z.enum(TACTIC_CATEGORIES, { error: 'Unknown tactic category' }))),
  sort: z.enum(TACTIC_SORTS, { error: 'Unknown sort order' }).optional(),
  page: z.coerce.number().int().min(1, 'Page must be a whole number of 1 or more').max(MAX_BROWSE_PAGE, PAGE_LIMIT_MESSAGE).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE, `Page size must be at most ${MAX_PAGE_SIZE}`).default(12),
});
export type TacticListQuery = z.infer<typeof tacticListQuerySchema>;

/** Extra browse parameters for the content browser: any-of region tags and a page size. */
export const caseStudyListExtrasSchema = z.object({
  regions: listParam.pipe(z.array(z.string().max(80))),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE, `Page size must be at most ${MAX_PAGE_SIZE}`).default(12),
});

export const searchQuerySchema = z.object({
  q: z.string().trim().min(1, 'Enter something to search for').max(SEARCH_MAX_LENGTH, `Search text must be at most ${SEARCH_MAX_LENGTH} characters`),
});

/** The region tags and tactic categories offered as content-browser filter chips. */
export const contentFacetsSchema = z.object({
  regions: z.array(z.string()),
  categories: z.array(z.enum(TACTIC_CATEGORIES)),
});
export type ContentFacets = z.infer<typeof contentFacetsSchema>;
