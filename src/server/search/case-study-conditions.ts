import { and, arrayContains, arrayOverlaps, eq, sql, type SQL } from 'drizzle-orm';
import { BUSINESS_AGE_BANDS, REVENUE_BANDS, STARTING_COST_BANDS, TEAM_SIZE_BANDS, type CaseStudyBrowseQuery, type CaseStudySort } from '#shared/filters.ts';
import { publicCaseStudy } from '../db/public-content.ts';
import { caseStudies } from '../db/schema/content.ts';
import { containsPattern, inBand } from '../lib/sql-helpers.ts';
import { prefixQuery } from '../lib/text-search.ts';

export type CaseStudyListFilters = CaseStudyBrowseQuery & { regions: string[]; pageSize: number };
/** The browse sorts, and relevance (best match first) for the header search. */
export type CaseStudyOrder = CaseStudySort | 'relevance';

/**
 * How a search text selects case studies in SQL (the PostgreSQL search, the success/failure
 * comparison, and lists searched for punctuation alone): full-text (stemmed prefixes over the weighted search_vector)
 * when it has words, a substring of title and introduction when it is only punctuation.
 */
export type TextMatch = { where: SQL; query: SQL | null };

export function caseStudyTextMatch(text: string): TextMatch {
  const query = prefixQuery(text);
  if (query) return { where: sql`${caseStudies.searchVector} @@ ${query}`, query };
  return { where: sql`${caseStudies.searchText} like ${containsPattern(text)}`, query: null };
}

/** Every browse filter mapped to real, indexed columns (PRODUCT.md §2); "all"/"any" add nothing. */
export function caseStudyConditions(filters: CaseStudyListFilters, currentYear: number, text: TextMatch | null): SQL[] {
  const conditions: (SQL | undefined)[] = [publicCaseStudy];
  if (text) conditions.push(text.where);
  if (filters.businessStage !== 'all') conditions.push(inBand(caseStudies.monthlyRevenue, REVENUE_BANDS[filters.businessStage]));
  if (filters.businessModel !== 'all') conditions.push(eq(caseStudies.businessModel, filters.businessModel));
  if (filters.growthChannel !== 'all') conditions.push(eq(caseStudies.primaryGrowthChannel, filters.growthChannel));
  if (filters.capitalResources !== 'all') conditions.push(eq(caseStudies.fundingType, filters.capitalResources));
  if (filters.startingCosts !== 'all') conditions.push(inBand(caseStudies.startingCosts, STARTING_COST_BANDS[filters.startingCosts]));
  if (filters.caseStudyType !== 'all') conditions.push(eq(caseStudies.caseStudyType, filters.caseStudyType));
  if (filters.teamSize !== 'any') {
    // The same expression as case_studies_team_size_idx, so the index serves it.
    conditions.push(inBand(sql`(${caseStudies.founderCount} + ${caseStudies.employeeCount})`, TEAM_SIZE_BANDS[filters.teamSize]));
  }
  if (filters.customerType !== 'any') conditions.push(eq(caseStudies.customerType, filters.customerType));
  if (filters.niche) conditions.push(arrayContains(caseStudies.niche, [filters.niche]));
  if (filters.continent) conditions.push(eq(caseStudies.continent, filters.continent));
  if (filters.country) conditions.push(eq(caseStudies.country, filters.country));
  if (filters.involvement) conditions.push(eq(caseStudies.involvement, filters.involvement));
  if (filters.businessAge) {
    // Age in years = current year - year founded; a band [min, max) of ages is a band of founding years.
    const [minAge, maxAge] = BUSINESS_AGE_BANDS[filters.businessAge];
    const founded = caseStudies.yearFounded;
    conditions.push(
      maxAge === null
        ? sql`${founded} <= ${currentYear - minAge}`
        : and(sql`${founded} <= ${currentYear - minAge}`, sql`${founded} > ${currentYear - maxAge}`),
    );
  }
  if (filters.regions.length > 0) {
    conditions.push(arrayOverlaps(caseStudies.regionKeys, filters.regions.map((region) => region.toLowerCase())));
  }
  return conditions.filter((c): c is SQL => c !== undefined);
}
