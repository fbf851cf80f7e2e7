import { z } from 'zod';
import {
  BUSINESS_MODELS,
  CASE_STUDY_TYPES,
  CONTENT_LANGUAGES,
  CONTINENTS,
  CUSTOMER_TYPES,
  FUNDING_TYPES,
  GROWTH_CHANNELS,
  INVOLVEMENTS,
  PROVENANCE_FIGURE_LABELS,
  PROVENANCE_FIGURES,
  PROVENANCE_KINDS,
  type ProvenanceFigure,
  SNIPPET_MAX,
} from '../constants.ts';

/**
 * One case study as staff write it: the insert payload of access-admin-pricing §3 (snake_case,
 * as the spec and the import file name the columns) plus what the reader, the filters and the
 * recommendations use (problem, solution, region tags, customer type, involvement) and the
 * figures' provenance (PRODUCT §11), which every save states for each figure.
 * The admin editor sends it as JSON; the bulk import validates every row of a file with it, so
 * text cells are accepted too: numbers and lists may arrive as text ("1200", "seo, ads") and an
 * empty cell is the field left out.
 */

export const CASE_STUDY_INSERT_MESSAGES = {
  titleRequired: 'Title is required',
  titleTooLong: 'Title must be at most 200 characters',
  snippetTooLong: `Snippet must be at most ${SNIPPET_MAX} characters`,
  url: 'Must be a valid URL',
  wholeNumber: 'Must be a whole number',
  notNegative: 'Must not be negative',
  founderCount: 'Founder count must be at least 1',
  grossMargin: 'Gross margin must be between -100 and 100 percent',
  yearFounded: 'Year founded must be between 1900 and next year',
  asOfDate: 'As-of date must be a date (YYYY-MM-DD)',
  asOfFuture: 'As-of date must not be in the future',
  option: 'Choose one of the listed options',
} as const;
const M = CASE_STUDY_INSERT_MESSAGES;

const TEXT_MAX = 20_000;
const LIST_MAX = 50;

/** An empty or blank cell, or null, is the field left out. */
const blankToUndefined = (value: unknown) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value);

const optionalText = (max = TEXT_MAX, message = `Must be at most ${max} characters`) =>
  z.preprocess(blankToUndefined, z.string().trim().max(max, message).optional()).transform((v) => v ?? null);

const optionalUrl = z
  .preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .max(2048, M.url)
      .refine((value) => /^https?:\/\/[^\s]+$/i.test(value) && URL.canParse(value), M.url)
      .optional(),
  )
  .transform((v) => v ?? null);

const toNumber = (value: unknown) => {
  const blank = blankToUndefined(value);
  if (typeof blank !== 'string') return blank;
  const cleaned = blank.replace(/[$,\s]/g, '');
  return cleaned === '' || Number.isNaN(Number(cleaned)) ? blank : Number(cleaned);
};

const wholeNumber = (min: number, minMessage: string) => z.number({ error: M.wholeNumber }).int(M.wholeNumber).min(min, minMessage).max(2_000_000_000, M.wholeNumber);

/** A number with the form's default when left out (access-admin-pricing §3: numbers 0). */
const countWithDefault = (fallback: number, min: number, minMessage: string) =>
  z.preprocess(toNumber, wholeNumber(min, minMessage).optional()).transform((v) => v ?? fallback);

const optionalEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(blankToUndefined, z.enum(values, { error: M.option }).optional()).transform((v) => v ?? null);

/**
 * Niche, tags, tech stack, resources: trimmed, empty and duplicate entries dropped (§5). In a
 * file cell the entries are separated by commas (tags, niche) or semicolons and line breaks.
 */
const textList = (separator: RegExp) =>
  z
    .preprocess(
      (value) => {
        const blank = blankToUndefined(value);
        return typeof blank === 'string' ? blank.split(separator) : blank;
      },
      z.array(z.string().max(500, 'Each entry must be at most 500 characters')).max(LIST_MAX, `At most ${LIST_MAX} entries`).optional(),
    )
    .transform((list) => [...new Set((list ?? []).map((entry) => entry.trim()).filter((entry) => entry !== ''))]);

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, M.asOfDate)
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), M.asOfDate);

/** Where one figure comes from and when it was true, as stored (older rows may lack the date). */
export const figureProvenanceSchema = z.object({
  kind: z.enum(PROVENANCE_KINDS, { error: M.option }),
  as_of: isoDate.nullable().default(null),
});
export type FigureProvenance = z.infer<typeof figureProvenanceSchema>;

export const provenanceSourceRequired = (figure: ProvenanceFigure) => `${PROVENANCE_FIGURE_LABELS[figure]}: say where the figure comes from (self-reported, researched from public sources or verified)`;
export const provenanceAsOfRequired = (figure: ProvenanceFigure) => `${PROVENANCE_FIGURE_LABELS[figure]}: an as-of date is required`;

/** A day after today in UTC: an as-of date typed in a time zone ahead of UTC is still today there. */
const notInFuture = (value: string) => Date.parse(`${value}T00:00:00Z`) <= Date.now() + 86_400_000;

/** The source kind and as-of date a save must give for one figure (PRODUCT §11). */
const requiredFigureProvenance = (figure: ProvenanceFigure) =>
  z.object(
    {
      kind: z.preprocess(blankToUndefined, z.enum(PROVENANCE_KINDS, { error: (issue) => (issue.input === undefined ? provenanceSourceRequired(figure) : M.option) })),
      as_of: z.preprocess(
        blankToUndefined,
        z
          .string({ error: (issue) => (issue.input === undefined ? provenanceAsOfRequired(figure) : M.asOfDate) })
          .regex(/^\d{4}-\d{2}-\d{2}$/, M.asOfDate)
          .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), M.asOfDate)
          .refine(notInFuture, M.asOfFuture),
      ),
    },
    { error: provenanceSourceRequired(figure) },
  );

/** Every figure of a saved study with its source kind and as-of date. */
const requiredFiguresProvenanceSchema = z.preprocess(
  (value) => blankToUndefined(value) ?? {},
  z
    .object(Object.fromEntries(PROVENANCE_FIGURES.map((figure) => [figure, requiredFigureProvenance(figure)])) as Record<ProvenanceFigure, ReturnType<typeof requiredFigureProvenance>>)
    .strict(),
);

/** Provenance of revenue, profit, costs and team as stored; a figure without an entry has none recorded. */
export const figuresProvenanceSchema = z
  .object({
    revenue: figureProvenanceSchema.optional(),
    profit: figureProvenanceSchema.optional(),
    costs: figureProvenanceSchema.optional(),
    team: figureProvenanceSchema.optional(),
  })
  .strict();
export type FiguresProvenance = z.infer<typeof figuresProvenanceSchema>;

export const keyDecisionsInputSchema = z.object({
  first_investment: z.string().trim().max(TEXT_MAX).default(''),
  first_hire: z.string().trim().max(TEXT_MAX).default(''),
  major_pivot: z.string().trim().max(TEXT_MAX).default(''),
});

const currentYear = () => new Date().getUTCFullYear();

export const caseStudyInsertSchema = z.object({
  title: z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), z.string({ error: M.titleRequired }).min(1, M.titleRequired).max(200, M.titleTooLong)),
  snippet: optionalText(SNIPPET_MAX, M.snippetTooLong),
  featured_image_url: optionalUrl,
  case_study_type: z.preprocess(blankToUndefined, z.enum(CASE_STUDY_TYPES, { error: M.option }).default('success')),
  language: z.preprocess(blankToUndefined, z.enum(CONTENT_LANGUAGES, { error: M.option }).default('English')),
  niche: textList(/[,;\n]/),
  tags: textList(/[,;\n]/),
  business_name: optionalText(200),
  website_url: optionalUrl,
  founder_name: optionalText(200),
  founder_social_url: optionalUrl,
  monthly_revenue: countWithDefault(0, 0, M.notNegative),
  /** Negative for a loss-making month. */
  monthly_profit: z.preprocess(toNumber, z.number({ error: M.wholeNumber }).int(M.wholeNumber).min(-2_000_000_000).max(2_000_000_000).optional()).transform((v) => v ?? 0),
  gross_margin_percent: z
    .preprocess(toNumber, z.number({ error: M.grossMargin }).min(-100, M.grossMargin).max(100, M.grossMargin).optional())
    .transform((v) => (v === undefined ? 0 : Math.round(v * 100) / 100)),
  starting_costs: countWithDefault(0, 0, M.notNegative),
  founder_count: countWithDefault(1, 1, M.founderCount),
  employee_count: countWithDefault(0, 0, M.notNegative),
  year_founded: z
    .preprocess(toNumber, z.number({ error: M.yearFounded }).int(M.yearFounded).min(1900, M.yearFounded).optional())
    .refine((year) => year === undefined || year <= currentYear() + 1, M.yearFounded)
    .transform((v) => v ?? currentYear()),
  country: optionalText(100),
  continent: optionalEnum(CONTINENTS),
  content_genesis: optionalText(),
  content_validation: optionalText(),
  content_building: optionalText(),
  content_launch: optionalText(),
  content_growth: optionalText(),
  content_status_future: optionalText(),
  content_lessons_learned: optionalText(),
  content_advice: optionalText(),
  founder_quote: optionalText(2000),
  business_model: optionalEnum(BUSINESS_MODELS),
  primary_growth_channel: optionalEnum(GROWTH_CHANNELS),
  funding_type: optionalEnum(FUNDING_TYPES),
  customer_type: optionalEnum(CUSTOMER_TYPES),
  involvement: optionalEnum(INVOLVEMENTS),
  /** Region filters and region-based recommendations match these (member-area §8). */
  region_tags: textList(/[,;\n]/),
  /** "The Problem" and "The Solution" of the reader; required to publish (publishingProblem). */
  problem: optionalText(),
  solution: optionalText(),
  tech_stack_playbook: textList(/[;\n]/),
  resource_library: textList(/[;\n]/),
  key_decisions: z.preprocess(blankToUndefined, keyDecisionsInputSchema.nullable().optional()).transform((v) => v ?? null),
  figures_provenance: requiredFiguresProvenanceSchema.transform((entries) => entries as FiguresProvenance),
});

/** What the editor or a file row sends (numbers may be text). */
export type CaseStudyInsertInput = z.input<typeof caseStudyInsertSchema>;
/** A validated case study, defaults applied: what the server stores. */
export type CaseStudyInsert = z.output<typeof caseStudyInsertSchema>;

/** One problem of a failed parse as "field: message" (an import row's reason). */
export function describeIssue(issue: z.core.$ZodIssue): string {
  const field = issue.path.join('.');
  return field ? `${field}: ${issue.message}` : issue.message;
}

/** The first problem of a failed parse as "field: message". */
export function describeInsertError(error: z.ZodError): string {
  const issue = error.issues[0];
  return issue ? describeIssue(issue) : 'Invalid row';
}
