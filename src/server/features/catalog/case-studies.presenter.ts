import type { CaseStudyCard, CaseStudyDetail } from '#shared/schemas/content.ts';
import { truncateText } from '#shared/seo.ts';
import type { CaseStudyCardRow, CaseStudyDetailRow } from './case-studies.queries.ts';
import { highlightRanges, markedWords } from './text-search.ts';

const SNIPPET_FALLBACK_LENGTH = 200;
const CARD_METRICS = 2;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function firstMetrics(metrics: Record<string, number | string> | null | undefined) {
  return Object.entries(metrics ?? {})
    .slice(0, CARD_METRICS)
    .map(([name, value]) => ({ name, value }));
}

export function presentCaseStudyCard(row: Omit<CaseStudyCardRow, 'matched'> & { matched?: string | null }): CaseStudyCard {
  const card: CaseStudyCard = {
    id: row.id,
    title: row.title,
    snippet: row.snippet ?? truncateText(row.introduction ?? '', SNIPPET_FALLBACK_LENGTH),
    caseStudyType: row.caseStudyType,
    monthlyRevenue: row.monthlyRevenue,
    startingCosts: row.startingCosts,
    businessModel: row.businessModel,
    growthChannel: row.growthChannel,
    businessName: row.businessName,
    country: row.country,
    regionTags: row.regionTags,
    featuredImageUrl: row.featuredImageUrl,
    voteCount: row.voteCount,
    averageRating: Number(row.averageRating),
    publishedAt: iso(row.publishedAt),
    keyMetrics: firstMetrics(row.metrics),
  };
  if (row.matched) {
    const words = markedWords(row.matched);
    card.highlights = { title: highlightRanges(card.title, words), snippet: highlightRanges(card.snippet, words) };
  }
  return card;
}

type CaseStudyRow = CaseStudyDetailRow;
type TacticRef = CaseStudyDetail['tactics'][number];

export function presentCaseStudyDetail(row: CaseStudyRow, tactics: TacticRef[]): CaseStudyDetail {
  const content = row.contentStructure;
  return {
    ...presentCaseStudyCard({
      ...row,
      introduction: content.introduction,
      growthChannel: row.primaryGrowthChannel,
      metrics: content.metrics,
    }),
    status: 'published',
    createdAt: row.createdAt.toISOString(),
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
      problem: content.problem,
      solution: content.solution,
      summary: content.summary ?? null,
      metrics: content.metrics ?? {},
    },
    metricsSnapshot: row.metricsSnapshot,
    story: {
      genesis: row.contentGenesis,
      validation: row.contentValidation,
      building: row.contentBuilding,
      launch: row.contentLaunch,
      growth: row.contentGrowth,
      statusFuture: row.contentStatusFuture,
      lessonsLearned: row.contentLessonsLearned,
      advice: row.contentAdvice,
      founderQuote: row.founderQuote,
    },
    techStack: row.techStackPlaybook,
    keyDecisions: row.keyDecisions
      ? {
          firstInvestment: row.keyDecisions.first_investment,
          firstHire: row.keyDecisions.first_hire,
          majorPivot: row.keyDecisions.major_pivot,
        }
      : null,
    tactics,
  };
}
