import type { AdminCaseStudy, ReviewTactic } from '#shared/schemas/editorial.ts';
import type { CaseStudyRow, listAdminCaseStudies, listTacticsByStatus } from './editorial.queries.ts';

type AdminCaseRow = Awaited<ReturnType<typeof listAdminCaseStudies>>['items'][number];

export const presentAdminCaseCard = (row: AdminCaseRow) => ({ ...row, createdAt: row.createdAt.toISOString() });

/** A study as the editor form holds it: the insert payload's snake_case fields as stored. */
export function presentAdminCaseStudy(row: CaseStudyRow): AdminCaseStudy {
  return {
    id: row.id,
    status: row.status,
    version: row.version,
    reviewNote: row.reviewNote,
    submittedBy: row.submittedBy,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    submission: {
      introduction: row.contentStructure.introduction,
      problem: row.contentStructure.problem,
      solution: row.contentStructure.solution,
      sourceUrl: row.sourceUrl,
      regionTags: row.regionTags,
    },
    data: {
      title: row.title,
      snippet: row.snippet,
      featured_image_url: row.featuredImageUrl,
      case_study_type: row.caseStudyType,
      language: row.language,
      niche: row.niche,
      tags: row.tags,
      business_name: row.businessName,
      website_url: row.websiteUrl,
      founder_name: row.founderName,
      founder_social_url: row.founderSocialUrl,
      monthly_revenue: row.monthlyRevenue,
      monthly_profit: row.monthlyProfit,
      gross_margin_percent: row.grossMarginPercent,
      starting_costs: row.startingCosts,
      founder_count: row.founderCount,
      employee_count: row.employeeCount,
      year_founded: row.yearFounded,
      country: row.country,
      continent: row.continent,
      content_genesis: row.contentGenesis,
      content_validation: row.contentValidation,
      content_building: row.contentBuilding,
      content_launch: row.contentLaunch,
      content_growth: row.contentGrowth,
      content_status_future: row.contentStatusFuture,
      content_lessons_learned: row.contentLessonsLearned,
      content_advice: row.contentAdvice,
      founder_quote: row.founderQuote,
      business_model: row.businessModel,
      primary_growth_channel: row.primaryGrowthChannel,
      funding_type: row.fundingType,
      customer_type: row.customerType,
      involvement: row.involvement,
      region_tags: row.regionTags,
      problem: row.contentStructure.problem,
      solution: row.contentStructure.solution,
      tech_stack_playbook: row.techStackPlaybook,
      resource_library: row.resourceLibrary,
      key_decisions: row.keyDecisions,
      figures_provenance: row.figuresProvenance,
    },
  };
}

type ReviewTacticRow = Awaited<ReturnType<typeof listTacticsByStatus>>[number];

export const presentReviewTactic = (row: ReviewTacticRow): ReviewTactic => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
