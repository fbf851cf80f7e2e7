import { and, arrayContains, arrayOverlaps, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  BUSINESS_AGE_BANDS,
  REVENUE_BANDS,
  STARTING_COST_BANDS,
  TEAM_SIZE_BANDS,
  type CaseStudyBrowseQuery,
  type CaseStudySort,
} from '#shared/filters.ts';
import type { Database } from '../../db/client.ts';
import { caseStudies, tacticCaseStudies, tactics } from '../../db/schema/content.ts';
import { containsPattern, inBand } from '../../lib/sql-helpers.ts';
import { createTtlCache, type TtlCache } from '../../lib/ttl-cache.ts';

export type CaseStudyListFilters = CaseStudyBrowseQuery & { regions: string[]; pageSize: number };

const introduction = sql<string>`(${caseStudies.contentStructure} ->> 'introduction')`;

/** Case-insensitive substring search over title and introduction (member-area §5), trigram-indexed. */
export function caseStudyTextMatch(text: string): SQL {
  return sql`${caseStudies.searchText} like ${containsPattern(text)}`;
}

/** Every browse filter mapped to real columns (PRODUCT.md §2); "all"/"any" add nothing. */
export function caseStudyConditions(filters: CaseStudyListFilters, currentYear: number): SQL[] {
  const conditions: (SQL | undefined)[] = [eq(caseStudies.status, 'published')];
  if (filters.q) conditions.push(caseStudyTextMatch(filters.q));
  if (filters.businessStage !== 'all') conditions.push(inBand(caseStudies.monthlyRevenue, REVENUE_BANDS[filters.businessStage]));
  if (filters.businessModel !== 'all') conditions.push(eq(caseStudies.businessModel, filters.businessModel));
  if (filters.growthChannel !== 'all') conditions.push(eq(caseStudies.primaryGrowthChannel, filters.growthChannel));
  if (filters.capitalResources !== 'all') conditions.push(eq(caseStudies.fundingType, filters.capitalResources));
  if (filters.startingCosts !== 'all') conditions.push(inBand(caseStudies.startingCosts, STARTING_COST_BANDS[filters.startingCosts]));
  if (filters.caseStudyType !== 'all') conditions.push(eq(caseStudies.caseStudyType, filters.caseStudyType));
  if (filters.teamSize !== 'any') {
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
  if (filters.regions.length > 0) conditions.push(arrayOverlaps(caseStudies.regionTags, filters.regions));
  return conditions.filter((c): c is SQL => c !== undefined);
}

const SORT_ORDER: Record<CaseStudySort, SQL[]> = {
  newest: [desc(caseStudies.publishedAt), desc(caseStudies.id)],
  most_voted: [desc(caseStudies.voteCount), desc(caseStudies.publishedAt), desc(caseStudies.id)],
  highest_rated: [desc(caseStudies.averageRating), desc(caseStudies.ratingCount), desc(caseStudies.id)],
  revenue: [desc(caseStudies.monthlyRevenue), desc(caseStudies.id)],
};

export const caseStudyCardColumns = {
  id: caseStudies.id,
  title: caseStudies.title,
  snippet: caseStudies.snippet,
  introduction,
  caseStudyType: caseStudies.caseStudyType,
  monthlyRevenue: caseStudies.monthlyRevenue,
  startingCosts: caseStudies.startingCosts,
  businessModel: caseStudies.businessModel,
  growthChannel: caseStudies.primaryGrowthChannel,
  businessName: caseStudies.businessName,
  country: caseStudies.country,
  regionTags: caseStudies.regionTags,
  featuredImageUrl: caseStudies.featuredImageUrl,
  voteCount: caseStudies.voteCount,
  averageRating: caseStudies.averageRating,
  publishedAt: caseStudies.publishedAt,
  metrics: sql<Record<string, number | string>>`(${caseStudies.contentStructure} -> 'metrics')`,
};
export type CaseStudyCardRow = Awaited<ReturnType<typeof listCaseStudies>>['rows'][number];

/**
 * Counting every match is the expensive part of a browse request at scale, so totals may be
 * reused for a few seconds per filter set (the pages themselves are always fresh).
 */
export const BROWSE_TOTAL_TTL_MS = 15_000;
export const createBrowseTotalCache = () => createTtlCache<number>({ ttlMs: BROWSE_TOTAL_TTL_MS, maxEntries: 2_000 });

/** One page of published case studies and the total that match. */
export async function listCaseStudies(db: Database, filters: CaseStudyListFilters, currentYear: number, totals?: TtlCache<number>) {
  const where = and(...caseStudyConditions(filters, currentYear));
  const countMatches = async () => (await db.select({ total: count() }).from(caseStudies).where(where))[0]?.total ?? 0;
  const { page: _page, pageSize: _pageSize, sort: _sort, ...matchKey } = filters;
  const [rows, total] = await Promise.all([
    db
      .select(caseStudyCardColumns)
      .from(caseStudies)
      .where(where)
      .orderBy(...SORT_ORDER[filters.sort])
      .limit(filters.pageSize)
      .offset((filters.page - 1) * filters.pageSize),
    totals ? totals.getOrCompute(JSON.stringify([matchKey, currentYear]), countMatches) : countMatches(),
  ]);
  return { rows, total };
}

export async function findPublishedCaseStudy(db: Database, id: string) {
  const [row] = await db
    .select()
    .from(caseStudies)
    .where(and(eq(caseStudies.id, id), eq(caseStudies.status, 'published')));
  return row;
}

/** Published tactics linked to a case study by an editor. */
export async function findTacticsUsedBy(db: Database, caseStudyId: string) {
  return db
    .select({ id: tactics.id, name: tactics.name, category: tactics.category })
    .from(tacticCaseStudies)
    .innerJoin(tactics, eq(tactics.id, tacticCaseStudies.tacticId))
    .where(and(eq(tacticCaseStudies.caseStudyId, caseStudyId), eq(tactics.status, 'published')))
    .orderBy(asc(tactics.name));
}

/** Ids and titles of every published case study, for the sitemap. */
export async function listPublishedCaseStudyRefs(db: Database) {
  return db
    .select({ id: caseStudies.id, updatedAt: caseStudies.updatedAt })
    .from(caseStudies)
    .where(eq(caseStudies.status, 'published'))
    .orderBy(desc(caseStudies.publishedAt));
}
