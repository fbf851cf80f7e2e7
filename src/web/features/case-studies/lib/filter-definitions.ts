import {
  BUSINESS_AGE_OPTIONS,
  BUSINESS_MODEL_OPTIONS,
  BUSINESS_STAGE_OPTIONS,
  CAPITAL_OPTIONS,
  CASE_STUDY_TYPE_OPTIONS,
  CONTINENT_OPTIONS,
  COUNTRIES,
  CUSTOMER_TYPE_OPTIONS,
  GROWTH_CHANNEL_OPTIONS,
  INVOLVEMENT_OPTIONS,
  NICHES,
  STARTING_COSTS_OPTIONS,
  TEAM_SIZE_OPTIONS,
  type CaseStudySort,
  type FilterOption,
} from '#shared/filter-options.ts';
import type { FilterKey } from './browse-params.ts';

export type FilterDefinition = { key: FilterKey; label: string; options: readonly FilterOption[] };

/** Filters without an "all" value in the URL get an empty option that means "no filter". */
const withAny = (label: string, options: readonly FilterOption[]): FilterOption[] => [{ value: '', label }, ...options];
const plain = (values: readonly string[]): FilterOption[] => values.map((value) => ({ value, label: value }));

export const PRIMARY_FILTERS: readonly FilterDefinition[] = [
  { key: 'businessStage', label: 'Business Stage', options: BUSINESS_STAGE_OPTIONS },
  { key: 'businessModel', label: 'Business Model', options: BUSINESS_MODEL_OPTIONS },
  { key: 'growthChannel', label: 'Growth Channel', options: GROWTH_CHANNEL_OPTIONS },
  { key: 'capitalResources', label: 'Capital', options: CAPITAL_OPTIONS },
  { key: 'startingCosts', label: 'Starting Costs', options: STARTING_COSTS_OPTIONS },
  { key: 'caseStudyType', label: 'Case Study Type', options: CASE_STUDY_TYPE_OPTIONS },
];

export const ADVANCED_FILTERS: readonly FilterDefinition[] = [
  { key: 'teamSize', label: 'Team Size', options: TEAM_SIZE_OPTIONS },
  { key: 'customerType', label: 'Customer Type', options: CUSTOMER_TYPE_OPTIONS },
  { key: 'niche', label: 'Niche', options: withAny('All niches', plain(NICHES)) },
  { key: 'continent', label: 'Continent', options: withAny('All continents', CONTINENT_OPTIONS) },
  { key: 'country', label: 'Country', options: withAny('All countries', plain(COUNTRIES)) },
  { key: 'involvement', label: 'Involvement', options: withAny('Any involvement', INVOLVEMENT_OPTIONS) },
  { key: 'businessAge', label: 'Business Age', options: withAny('Any age', BUSINESS_AGE_OPTIONS) },
];

export const SORT_OPTIONS: readonly FilterOption<CaseStudySort>[] = [
  { value: 'newest', label: 'Newest' },
  { value: 'most_voted', label: 'Most voted' },
  { value: 'highest_rated', label: 'Highest rated' },
  { value: 'revenue', label: 'Revenue' },
];
