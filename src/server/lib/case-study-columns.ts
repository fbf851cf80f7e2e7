import { sql } from 'drizzle-orm';
import type { CaseStudyContent } from '#shared/schemas/case-study-content.ts';
import type { CaseStudyInsert } from '#shared/schemas/case-study-insert.ts';
import { caseStudies } from '../db/schema/content.ts';

/**
 * Whether a study's monthly revenue was given. A member's submission carries no figures, so its
 * revenue counts as given once an editor records one: above 0, or any figure with its source.
 * Readers and staff see no revenue (not "$0/mo") until then. The rule is SQL's
 * case_study_revenue_given() (migration 0049), which a card's stored JSON uses too.
 */
export const revenueGiven = sql<boolean>`case_study_revenue_given(${caseStudies.submittedBy}, ${caseStudies.monthlyRevenue}, ${caseStudies.figuresProvenance})`;

/**
 * The stored columns of the admin insert payload (access-admin-pricing §3), for the editor and the
 * bulk import alike. Problem and solution live in content_structure: see storyContent.
 */
export function caseStudyColumns(data: CaseStudyInsert) {
  return {
    title: data.title,
    snippet: data.snippet,
    featuredImageUrl: data.featured_image_url,
    caseStudyType: data.case_study_type,
    language: data.language,
    niche: data.niche,
    tags: data.tags,
    businessName: data.business_name,
    websiteUrl: data.website_url,
    founderName: data.founder_name,
    founderSocialUrl: data.founder_social_url,
    monthlyRevenue: data.monthly_revenue,
    monthlyProfit: data.monthly_profit,
    grossMarginPercent: data.gross_margin_percent,
    startingCosts: data.starting_costs,
    founderCount: data.founder_count,
    employeeCount: data.employee_count,
    yearFounded: data.year_founded,
    country: data.country,
    continent: data.continent,
    contentGenesis: data.content_genesis,
    contentValidation: data.content_validation,
    contentBuilding: data.content_building,
    contentLaunch: data.content_launch,
    contentGrowth: data.content_growth,
    contentStatusFuture: data.content_status_future,
    contentLessonsLearned: data.content_lessons_learned,
    contentAdvice: data.content_advice,
    founderQuote: data.founder_quote,
    businessModel: data.business_model,
    primaryGrowthChannel: data.primary_growth_channel,
    fundingType: data.funding_type,
    customerType: data.customer_type,
    involvement: data.involvement,
    regionTags: data.region_tags,
    techStackPlaybook: data.tech_stack_playbook,
    resourceLibrary: data.resource_library,
    keyDecisions: data.key_decisions,
    figuresProvenance: data.figures_provenance,
  };
}

/** The reader's story (content_structure) with the payload's problem and solution and the given introduction. */
export function storyContent(data: CaseStudyInsert, introduction: string, before?: CaseStudyContent): CaseStudyContent {
  return { metrics: {}, ...before, introduction, problem: data.problem ?? '', solution: data.solution ?? '' };
}
