import {
  BUSINESS_AGE_OPTIONS,
  BUSINESS_MODEL_OPTIONS,
  BUSINESS_STAGE_OPTIONS,
  CAPITAL_OPTIONS,
  CASE_STUDY_SORTS,
  CASE_STUDY_TYPE_OPTIONS,
  CONTINENT_OPTIONS,
  COUNTRIES,
  CUSTOMER_TYPE_OPTIONS,
  GROWTH_CHANNEL_OPTIONS,
  INVOLVEMENT_OPTIONS,
  MAX_BROWSE_PAGE,
  NICHES,
  TEAM_SIZE_OPTIONS,
} from '#shared/filters.ts';

/** Words people would type over the synthetic dataset: whole words, prefixes, two words and typos. */
export const SEARCH_WORDS = [
  'newsletter', 'invoicing', 'saas', 'ecommerce', 'kitchen', 'studio', 'harbor', 'ledger', 'summit', 'beacon',
  'plant nursery', 'meal-kit', 'crm', 'tutoring', 'payroll', 'podcast', 'bike repair', 'candle', 'budgeting', 'pet food',
  'germany', 'japan', 'brazil', 'kenya', 'united states', 'europe', 'asia',
  'stalled', 'doubled revenue', 'niche', 'shut down', 'growing', 'workflow', 'customers', 'manual work',
  'news', 'invo', 'kal', 'venzu', 'torra', 'lomi', 'seo', 'referral', 'community', 'paid',
  'newsleter', 'invocing', 'kitchn', 'podcst', 'tutorng',
];

const PAGE_SIZES = [6, 12, 12, 12, 24, 50];

const pick = <T,>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
const values = (options: { value: string }[]) => options.map((o) => o.value).filter((v) => v !== 'all' && v !== 'any');

/** One browse filter, as name=value, chosen at random. */
const FILTERS: ((random: () => number) => [string, string])[] = [
  (r) => ['businessStage', pick(r, values(BUSINESS_STAGE_OPTIONS))],
  (r) => ['businessModel', pick(r, values(BUSINESS_MODEL_OPTIONS))],
  (r) => ['growthChannel', pick(r, values(GROWTH_CHANNEL_OPTIONS))],
  (r) => ['capitalResources', pick(r, values(CAPITAL_OPTIONS))],
  (r) => ['caseStudyType', pick(r, values(CASE_STUDY_TYPE_OPTIONS))],
  (r) => ['teamSize', pick(r, values(TEAM_SIZE_OPTIONS))],
  (r) => ['customerType', pick(r, values(CUSTOMER_TYPE_OPTIONS))],
  (r) => ['niche', pick(r, NICHES)],
  (r) => ['continent', pick(r, values(CONTINENT_OPTIONS))],
  (r) => ['country', pick(r, COUNTRIES)],
  (r) => ['involvement', pick(r, values(INVOLVEMENT_OPTIONS))],
  (r) => ['businessAge', pick(r, values(BUSINESS_AGE_OPTIONS))],
  (r) => ['regions', pick(r, ['Europe', 'Asia', 'Africa,Oceania', 'Germany', 'North America,South America'])],
];

/**
 * Browse URLs as people and crawlers make them: any page from 1 to 200, no filter or one to
 * three, any sort and page size, now and then a search word.
 */
export function browseUrls(random: () => number, total: number): string[] {
  return Array.from({ length: total }, () => {
    const params = new URLSearchParams();
    const filterCount = Math.floor(random() * 4);
    for (let i = 0; i < filterCount; i += 1) {
      const [name, value] = pick(random, FILTERS)(random);
      params.set(name, value);
    }
    if (params.get('capitalResources') !== 'bootstrapped' && random() < 0.1) params.set('capitalResources', 'bootstrapped');
    if (params.get('capitalResources') === 'bootstrapped' && random() < 0.5) params.set('startingCosts', pick(random, ['under1k', '1k-10k', 'over10k']));
    if (random() < 0.15) params.set('q', pick(random, SEARCH_WORDS));
    params.set('sort', pick(random, CASE_STUDY_SORTS));
    params.set('page', String(1 + Math.floor(random() * MAX_BROWSE_PAGE)));
    params.set('pageSize', String(pick(random, PAGE_SIZES)));
    return `/api/case-studies?${params.toString()}`;
  });
}

export function searchUrls(random: () => number, total: number): string[] {
  return Array.from({ length: total }, () => {
    const first = pick(random, SEARCH_WORDS);
    const q = random() < 0.2 ? `${first} ${pick(random, SEARCH_WORDS)}` : first;
    return `/api/search?${new URLSearchParams({ q }).toString()}`;
  });
}

export function detailUrls(random: () => number, ids: string[], total: number): string[] {
  return Array.from({ length: total }, () => `/api/case-studies/${pick(random, ids)}`);
}
