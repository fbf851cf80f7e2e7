/**
 * The browse filters' option lists, bands, sorts and limits, without the zod schema (filters.ts), so
 * pages that only show labels do not load the schema library.
 */

/** One option of a browse filter: the value in the URL and API, and the label people see. */
export type FilterOption<V extends string = string> = { value: V; label: string };

const options = <const V extends string>(list: readonly (readonly [V, string])[]): FilterOption<V>[] =>
  list.map(([value, label]) => ({ value, label }));

// The browse filters of member-area §9, with their exact options. "all"/"any" means no filter.
export const BUSINESS_STAGE_OPTIONS = options([
  ['all', 'All stages'],
  ['idea', 'Idea (< $1k/mo)'],
  ['early', 'Early ($1k-$10k)'],
  ['growth', 'Growth ($10k-$100k)'],
  ['scale', 'Scale (> $100k)'],
] as const);
export const BUSINESS_MODEL_OPTIONS = options([
  ['all', 'All models'],
  ['saas', 'SaaS'],
  ['ecommerce', 'E-commerce'],
  ['content', 'Content'],
  ['services', 'Services'],
  ['digital', 'Digital products'],
  ['apps', 'Apps'],
  ['other', 'Other'],
] as const);
export const GROWTH_CHANNEL_OPTIONS = options([
  ['all', 'All channels'],
  ['seo', 'SEO'],
  ['paid', 'Paid ads'],
  ['sales', 'Sales'],
  ['social', 'Social media'],
  ['community', 'Community'],
  ['referral', 'Referral'],
] as const);
export const CAPITAL_OPTIONS = options([
  ['all', 'All'],
  ['bootstrapped', 'Bootstrapped'],
  ['funded', 'Funded'],
] as const);
export const STARTING_COSTS_OPTIONS = options([
  ['all', 'All'],
  ['under1k', 'Under $1k'],
  ['1k-10k', '$1k-$10k'],
  ['over10k', 'Over $10k'],
] as const);
export const CASE_STUDY_TYPE_OPTIONS = options([
  ['all', 'All'],
  ['success', 'Success stories'],
  ['failure', 'Failure analyses'],
] as const);
export const TEAM_SIZE_OPTIONS = options([
  ['any', 'Any size'],
  ['solo', 'Solo'],
  ['small', 'Small (2-5)'],
  ['team', 'Team (> 5)'],
] as const);
export const CUSTOMER_TYPE_OPTIONS = options([
  ['any', 'Any'],
  ['b2c', 'B2C'],
  ['b2b', 'B2B'],
  ['marketplace', 'Marketplace'],
] as const);
export const NICHES = [
  'Tech & Software',
  'Health & Fitness',
  'Education & EdTech',
  'Finance & FinTech',
  'Fashion & Beauty',
  'Food & Beverage',
  'Travel & Tourism',
  'Real Estate',
  'Marketing & Advertising',
  'Entertainment',
] as const;
export const CONTINENT_OPTIONS = options([
  ['north-america', 'North America'],
  ['europe', 'Europe'],
  ['asia', 'Asia'],
  ['south-america', 'South America'],
  ['oceania', 'Oceania'],
  ['africa', 'Africa'],
] as const);
/** The region tag of each continent, e.g. north-america -> North America. */
export const CONTINENT_LABELS = Object.fromEntries(CONTINENT_OPTIONS.map((o) => [o.value, o.label])) as Record<
  (typeof CONTINENT_OPTIONS)[number]['value'],
  string
>;
export const COUNTRIES = [
  'United States', 'Canada', 'Mexico', 'United Kingdom', 'Ireland', 'Germany', 'France', 'Spain', 'Portugal', 'Italy',
  'Netherlands', 'Belgium', 'Switzerland', 'Austria', 'Sweden', 'Norway', 'Denmark', 'Finland', 'Poland', 'Estonia',
  'Czech Republic', 'Romania', 'Greece', 'Turkey', 'Israel', 'United Arab Emirates', 'Saudi Arabia', 'India', 'Pakistan',
  'Bangladesh', 'China', 'Japan', 'South Korea', 'Taiwan', 'Singapore', 'Malaysia', 'Indonesia', 'Philippines', 'Vietnam',
  'Thailand', 'Australia', 'New Zealand', 'Brazil', 'Argentina', 'Chile', 'Colombia', 'Peru', 'Nigeria', 'Kenya',
  'South Africa', 'Egypt', 'Ghana', 'Other',
] as const;
export const INVOLVEMENT_OPTIONS = options([
  ['side', 'Side project'],
  ['fulltime', 'Full-time'],
] as const);
export const BUSINESS_AGE_OPTIONS = options([
  ['new', 'New (< 2 years)'],
  ['medium', 'Medium (2-5 years)'],
  ['mature', 'Mature (> 5 years)'],
] as const);

/** Monthly revenue bands (USD) behind the business-stage filter: [min, max) with null for open ends. */
export const REVENUE_BANDS = {
  idea: [0, 1_000],
  early: [1_000, 10_000],
  growth: [10_000, 100_000],
  scale: [100_000, null],
} as const satisfies Record<string, readonly [number, number | null]>;

/** Starting-cost bands (USD), shown only for bootstrapped companies. */
export const STARTING_COST_BANDS = {
  under1k: [0, 1_000],
  '1k-10k': [1_000, 10_000],
  over10k: [10_000, null],
} as const satisfies Record<string, readonly [number, number | null]>;

/** Team size is founders + employees. */
export const TEAM_SIZE_BANDS = {
  solo: [1, 2],
  small: [2, 6],
  team: [6, null],
} as const satisfies Record<string, readonly [number, number | null]>;

/** Business age in whole years since the founding year. */
export const BUSINESS_AGE_BANDS = {
  new: [0, 2],
  medium: [2, 6],
  mature: [6, null],
} as const satisfies Record<string, readonly [number, number | null]>;

export const CASE_STUDY_SORTS = ['newest', 'most_voted', 'highest_rated', 'revenue'] as const;
export type CaseStudySort = (typeof CASE_STUDY_SORTS)[number];

export const BROWSE_PAGE_SIZE = 12;
/**
 * Lists show at most this many pages: deeper pages cost more the deeper they go and nobody
 * reads them; filters and search narrow a list instead (ADR 006).
 */
export const MAX_BROWSE_PAGE = 200;
export const PAGE_LIMIT_MESSAGE = `Only the first ${MAX_BROWSE_PAGE} pages can be shown: narrow the list with a search or filters`;
export const SEARCH_MAX_LENGTH = 200;
