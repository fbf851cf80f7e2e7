/**
 * Shapes of Flightdeck's demo content (fictional case studies and tactics written for the demo
 * dataset). They mirror the case_studies and tactics columns in camelCase; the seeder maps them
 * onto rows. The allowed values are the shared enumerations the database and the filters use.
 */

import {
  BUSINESS_MODELS,
  CASE_STUDY_TYPES,
  CONTINENTS,
  CUSTOMER_TYPES,
  FUNDING_TYPES,
  GROWTH_CHANNELS,
  INVOLVEMENTS,
  PUBLICATION_STATUSES,
  TACTIC_CATEGORIES,
} from '#shared/constants.ts';
import { CONTINENT_LABELS, NICHES } from '#shared/filters.ts';

export const DEMO_CASE_STUDY_STATUSES = PUBLICATION_STATUSES;
export type DemoCaseStudyStatus = (typeof DEMO_CASE_STUDY_STATUSES)[number];

export const DEMO_CASE_STUDY_TYPES = CASE_STUDY_TYPES;
export type DemoCaseStudyType = (typeof DEMO_CASE_STUDY_TYPES)[number];

export const DEMO_NICHES = NICHES;
export type DemoNiche = (typeof DEMO_NICHES)[number];

export const DEMO_CONTINENTS = CONTINENTS;
export type DemoContinent = (typeof DEMO_CONTINENTS)[number];

/** The region tag each continent carries in region_tags (the first tag of every case study). */
export const DEMO_CONTINENT_LABELS: Record<DemoContinent, string> = CONTINENT_LABELS;

export const DEMO_BUSINESS_MODELS = BUSINESS_MODELS;
export type DemoBusinessModel = (typeof DEMO_BUSINESS_MODELS)[number];

export const DEMO_GROWTH_CHANNELS = GROWTH_CHANNELS;
export type DemoGrowthChannel = (typeof DEMO_GROWTH_CHANNELS)[number];

export const DEMO_FUNDING_TYPES = FUNDING_TYPES;
export type DemoFundingType = (typeof DEMO_FUNDING_TYPES)[number];

export const DEMO_CUSTOMER_TYPES = CUSTOMER_TYPES;
export type DemoCustomerType = (typeof DEMO_CUSTOMER_TYPES)[number];

export const DEMO_INVOLVEMENTS = INVOLVEMENTS;
export type DemoInvolvement = (typeof DEMO_INVOLVEMENTS)[number];

export const DEMO_TACTIC_CATEGORIES = TACTIC_CATEGORIES;
export type DemoTacticCategory = (typeof DEMO_TACTIC_CATEGORIES)[number];

/** Metric name (snake_case, e.g. mrr, customer_count) to value. */
export type DemoMetrics = Record<string, number>;

export type DemoCaseStudy = {
  /** Stable slug, unique across the dataset; lets the seeder link tactics and stay idempotent. */
  key: string;
  title: string;
  status: DemoCaseStudyStatus;
  caseStudyType: DemoCaseStudyType;
  /** At most 250 characters. */
  snippet: string;
  businessName: string;
  websiteUrl: string;
  founderName: string;
  founderSocialUrl?: string;
  language: 'English';
  /** Continent label first, then the country. */
  regionTags: string[];
  niche: DemoNiche[];
  tags: string[];
  /** USD per month; a failure shows its peak (or 0 if it never earned). */
  monthlyRevenue: number;
  /** USD per month; negative when the business lost money at that revenue. */
  monthlyProfit: number;
  grossMarginPercent: number;
  /** USD spent before the first sale. */
  startingCosts: number;
  founderCount: number;
  employeeCount: number;
  yearFounded: number;
  country: string;
  continent: DemoContinent;
  businessModel: DemoBusinessModel;
  primaryGrowthChannel: DemoGrowthChannel;
  fundingType: DemoFundingType;
  customerType: DemoCustomerType;
  involvement: DemoInvolvement;
  contentStructure: {
    introduction: string;
    problem: string;
    solution: string;
    summary: string;
    metrics: DemoMetrics;
  };
  metricsSnapshot: DemoMetrics;
  contentGenesis: string;
  contentValidation: string;
  contentBuilding: string;
  contentLaunch: string;
  contentGrowth: string;
  contentStatusFuture: string;
  contentLessonsLearned: string;
  contentAdvice: string;
  founderQuote: string;
  techStackPlaybook: string[];
  resourceLibrary: string[];
  keyDecisions: { firstInvestment: string; firstHire: string; majorPivot: string };
  sourceUrl?: string;
  /** ISO date; null for drafts, which have never been published. */
  publishedAt: string | null;
  /**
   * ISO date the figures were true, for a draft (a published study's figures are as of its
   * publication). The founders reported them: the seed marks every figure self-reported.
   */
  figuresAsOf?: string;
  /** Keys of the tactics this company used. */
  tacticKeys: string[];
};

export type DemoTactic = {
  key: string;
  name: string;
  category: DemoTacticCategory;
  /** Simple HTML only: p, strong, em, ul, li. */
  descriptionHtml: string;
  successSignals: string[];
  /** Shown as "Warning Signs". */
  failureSignals: string[];
  implementationTips: string[];
  tags: string[];
  /** Key of the parent tactic, for sub-tactics. */
  parentKey?: string;
};
