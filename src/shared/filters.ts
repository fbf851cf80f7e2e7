import { z } from 'zod';
import {
  BUSINESS_STAGE_OPTIONS,
  BUSINESS_MODEL_OPTIONS,
  GROWTH_CHANNEL_OPTIONS,
  CAPITAL_OPTIONS,
  STARTING_COSTS_OPTIONS,
  CASE_STUDY_TYPE_OPTIONS,
  TEAM_SIZE_OPTIONS,
  CUSTOMER_TYPE_OPTIONS,
  NICHES,
  CONTINENT_OPTIONS,
  COUNTRIES,
  INVOLVEMENT_OPTIONS,
  BUSINESS_AGE_OPTIONS,
  CASE_STUDY_SORTS,
  MAX_BROWSE_PAGE,
  PAGE_LIMIT_MESSAGE,
  SEARCH_MAX_LENGTH,
  type FilterOption,
} from './filter-options.ts';

export * from './filter-options.ts';

const values = <V extends string>(list: FilterOption<V>[]) => list.map((o) => o.value) as [V, ...V[]];

const invalid = (name: string) => ({ error: `Unknown ${name}` });

/** The browse query, as it appears in the page URL and the API's query string. */
export const caseStudyBrowseQuerySchema = z.object({
  q: z.string().trim().max(SEARCH_MAX_LENGTH, `Search text must be at most ${SEARCH_MAX_LENGTH} characters`).optional(),
  businessStage: z.enum(values(BUSINESS_STAGE_OPTIONS), invalid('business stage')).default('all'),
  businessModel: z.enum(values(BUSINESS_MODEL_OPTIONS), invalid('business model')).default('all'),
  growthChannel: z.enum(values(GROWTH_CHANNEL_OPTIONS), invalid('growth channel')).default('all'),
  capitalResources: z.enum(values(CAPITAL_OPTIONS), invalid('capital option')).default('all'),
  startingCosts: z.enum(values(STARTING_COSTS_OPTIONS), invalid('starting costs option')).default('all'),
  caseStudyType: z.enum(values(CASE_STUDY_TYPE_OPTIONS), invalid('case study type')).default('all'),
  teamSize: z.enum(values(TEAM_SIZE_OPTIONS), invalid('team size')).default('any'),
  customerType: z.enum(values(CUSTOMER_TYPE_OPTIONS), invalid('customer type')).default('any'),
  niche: z.enum(NICHES, invalid('niche')).optional(),
  continent: z.enum(values(CONTINENT_OPTIONS), invalid('continent')).optional(),
  country: z.enum(COUNTRIES, invalid('country')).optional(),
  involvement: z.enum(values(INVOLVEMENT_OPTIONS), invalid('involvement')).optional(),
  businessAge: z.enum(values(BUSINESS_AGE_OPTIONS), invalid('business age')).optional(),
  sort: z.enum(CASE_STUDY_SORTS, invalid('sort order')).default('newest'),
  page: z.coerce.number({ error: 'Page must be a whole number of 1 or more' }).int('Page must be a whole number of 1 or more').min(1, 'Page must be a whole number of 1 or more').max(MAX_BROWSE_PAGE, PAGE_LIMIT_MESSAGE).default(1),
});
export type CaseStudyBrowseQuery = z.infer<typeof caseStudyBrowseQuerySchema>;
