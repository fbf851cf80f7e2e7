import { BUSINESS_AGE_BANDS, REVENUE_BANDS, STARTING_COST_BANDS, TEAM_SIZE_BANDS, type CaseStudyBrowseQuery } from '#shared/filters.ts';
import type { Condition } from './catalog-index.ts';

/** The filter columns of a study as the database holds them. */
export type FilterColumns = {
  monthlyRevenue: number;
  startingCosts: number;
  teamSize: number;
  yearFounded: number | null;
  caseStudyType: string;
  businessModel: string | null;
  growthChannel: string | null;
  fundingType: string | null;
  customerType: string | null;
  involvement: string | null;
  continent: string | null;
  country: string | null;
  niche: readonly string[];
  regionKeys: readonly string[];
};

type Bands = Record<string, readonly [number, number | null]>;
const bandsOf = (value: number, bands: Bands) => Object.keys(bands).filter((key) => value >= bands[key]![0] && (bands[key]![1] === null || value < bands[key]![1]!));
const value = (text: string | null) => (text === null ? [] : [text]);

/** Per browse filter, the values a study answers to: the same rules as `caseStudyConditions` in SQL (PRODUCT.md §2). */
export function studyTags(study: FilterColumns): Record<string, readonly string[]> {
  return {
    businessStage: bandsOf(study.monthlyRevenue, REVENUE_BANDS),
    businessModel: value(study.businessModel),
    growthChannel: value(study.growthChannel),
    capitalResources: value(study.fundingType),
    startingCosts: bandsOf(study.startingCosts, STARTING_COST_BANDS),
    caseStudyType: [study.caseStudyType],
    teamSize: bandsOf(study.teamSize, TEAM_SIZE_BANDS),
    customerType: value(study.customerType),
    niche: study.niche,
    continent: value(study.continent),
    country: value(study.country),
    involvement: value(study.involvement),
    yearFounded: study.yearFounded === null ? [] : [String(study.yearFounded)],
    regions: study.regionKeys,
  };
}

/** The browse filters a list asks for, as conditions on those tags; "all" and "any" add none. */
export function browseConditions(filters: CaseStudyBrowseQuery & { regions: readonly string[] }, currentYear: number): Condition[] {
  const conditions: Condition[] = [];
  const tagged = (tag: string, selected: string | undefined, unset?: string) => {
    if (selected !== undefined && selected !== unset) conditions.push({ tag, anyOf: [selected] });
  };
  tagged('businessStage', filters.businessStage, 'all');
  tagged('businessModel', filters.businessModel, 'all');
  tagged('growthChannel', filters.growthChannel, 'all');
  tagged('capitalResources', filters.capitalResources, 'all');
  tagged('startingCosts', filters.startingCosts, 'all');
  tagged('caseStudyType', filters.caseStudyType, 'all');
  tagged('teamSize', filters.teamSize, 'any');
  tagged('customerType', filters.customerType, 'any');
  tagged('niche', filters.niche);
  tagged('continent', filters.continent);
  tagged('country', filters.country);
  tagged('involvement', filters.involvement);
  if (filters.businessAge) {
    // Age in years = current year - year founded: ages [min, max) are founding years (current - max, current - min].
    const [minAge, maxAge] = BUSINESS_AGE_BANDS[filters.businessAge];
    conditions.push({ tag: 'yearFounded', min: maxAge === null ? null : currentYear - maxAge + 1, max: currentYear - minAge + 1 });
  }
  if (filters.regions.length > 0) conditions.push({ tag: 'regions', anyOf: filters.regions.map((region) => region.toLowerCase()) });
  return conditions;
}
