import type { CaseStudyDetail } from '#shared/schemas/content.ts';
import { previewSectionCount, type ReadingMeter } from '#shared/domain/content-access.ts';
import type { Paywall } from '#shared/schemas/access.ts';
import type { CaseStudyDetailRow } from './case-studies.queries.ts';

/** A time as the API writes it: PostgreSQL's JSON text of one, as ISO 8601 in UTC. */
const isoOf = (time: string) => new Date(time).toISOString();

type CaseStudyRow = CaseStudyDetailRow;
type TacticRef = CaseStudyDetail['tactics'][number];

/** What the viewer may read of this study, decided by the reading rules before presenting. */
export type ViewerAccess = { paywall: Paywall | null; readingMeter: ReadingMeter | null };

/** The article's text sections in reading order: the preview is a prefix of these. */
const ARTICLE_SECTIONS = [
  'introduction',
  'problem',
  'solution',
  'summary',
  'genesis',
  'validation',
  'building',
  'launch',
  'growth',
  'statusFuture',
  'lessonsLearned',
  'advice',
  'founderQuote',
  'keyDecisions',
  'techStack',
] as const;
type ArticleSection = (typeof ARTICLE_SECTIONS)[number];

function sectionTexts(row: CaseStudyRow): Record<ArticleSection, string> {
  const content = row.contentStructure;
  const decisions = row.keyDecisions;
  return {
    introduction: content.introduction,
    problem: content.problem,
    solution: content.solution,
    summary: content.summary ?? '',
    genesis: row.contentGenesis ?? '',
    validation: row.contentValidation ?? '',
    building: row.contentBuilding ?? '',
    launch: row.contentLaunch ?? '',
    growth: row.contentGrowth ?? '',
    statusFuture: row.contentStatusFuture ?? '',
    lessonsLearned: row.contentLessonsLearned ?? '',
    advice: row.contentAdvice ?? '',
    founderQuote: row.founderQuote ?? '',
    keyDecisions: decisions ? [decisions.first_investment, decisions.first_hire, decisions.major_pivot].join(' ') : '',
    techStack: row.techStackPlaybook.join(' '),
  };
}

/** The sections the viewer receives: all of them, or the preview's leading whole sections. */
function visibleSections(row: CaseStudyRow, previewOnly: boolean): Set<ArticleSection> {
  if (!previewOnly) return new Set(ARTICLE_SECTIONS);
  const texts = sectionTexts(row);
  const shown = previewSectionCount(ARTICLE_SECTIONS.map((key) => texts[key].length));
  return new Set(ARTICLE_SECTIONS.slice(0, shown));
}

/**
 * The detail of a study as this viewer may see it. Behind a paywall the withheld sections are
 * null or empty: locked text never leaves the server. Title, metrics and tactics stay visible.
 */
export function presentCaseStudyDetail(row: CaseStudyRow, tactics: TacticRef[], access: ViewerAccess): CaseStudyDetail {
  const content = row.contentStructure;
  const visible = visibleSections(row, access.paywall !== null);
  const shown = <T>(section: ArticleSection, value: T) => (visible.has(section) ? value : null);
  return {
    ...row.card,
    status: 'published',
    createdAt: isoOf(row.createdAt),
    updatedAt: isoOf(row.updatedAt),
    sourceUrl: row.sourceUrl,
    websiteUrl: row.websiteUrl,
    founderName: row.founderName,
    niche: row.niche,
    tags: row.tags,
    continent: row.continent,
    fundingType: row.fundingType,
    customerType: row.customerType,
    involvement: row.involvement,
    monthlyProfit: row.monthlyProfit,
    grossMarginPercent: row.grossMarginPercent === null ? null : Number(row.grossMarginPercent),
    founderCount: row.founderCount,
    employeeCount: row.employeeCount,
    yearFounded: row.yearFounded,
    ratingCount: row.ratingCount,
    content: {
      introduction: content.introduction,
      problem: shown('problem', content.problem),
      solution: shown('solution', content.solution),
      summary: shown('summary', content.summary ?? null),
      metrics: content.metrics ?? {},
    },
    metricsSnapshot: row.metricsSnapshot,
    story: {
      genesis: shown('genesis', row.contentGenesis),
      validation: shown('validation', row.contentValidation),
      building: shown('building', row.contentBuilding),
      launch: shown('launch', row.contentLaunch),
      growth: shown('growth', row.contentGrowth),
      statusFuture: shown('statusFuture', row.contentStatusFuture),
      lessonsLearned: shown('lessonsLearned', row.contentLessonsLearned),
      advice: shown('advice', row.contentAdvice),
      founderQuote: shown('founderQuote', row.founderQuote),
    },
    techStack: visible.has('techStack') ? row.techStackPlaybook : [],
    keyDecisions:
      row.keyDecisions && visible.has('keyDecisions')
        ? {
            firstInvestment: row.keyDecisions.first_investment,
            firstHire: row.keyDecisions.first_hire,
            majorPivot: row.keyDecisions.major_pivot,
          }
        : null,
    figuresProvenance: row.figuresProvenance,
    tactics,
    paywall: access.paywall,
    readingMeter: access.readingMeter,
  };
}
