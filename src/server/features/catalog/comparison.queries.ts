import { and, sql } from 'drizzle-orm';
import { MIN_MEANINGFUL_SAMPLE, percentOf } from '#shared/domain/analytics-math.ts';
import { BUSINESS_MODEL_OPTIONS, CAPITAL_OPTIONS, GROWTH_CHANNEL_OPTIONS, TEAM_SIZE_BANDS, TEAM_SIZE_OPTIONS } from '#shared/filters.ts';
import { COMPARISON_DIMENSIONS, type CaseStudyComparison, type ComparisonDimension } from '#shared/schemas/comparison.ts';
import type { Database } from '../../db/client.ts';
import { caseStudies } from '../../db/schema/content.ts';
import { caseStudyConditions, caseStudyTextMatch, type CaseStudyListFilters } from '../../search/search.ts';

const LABELS: Record<ComparisonDimension, Map<string, string>> = {
  growthChannel: new Map(GROWTH_CHANNEL_OPTIONS.map((o) => [o.value, o.label])),
  businessModel: new Map(BUSINESS_MODEL_OPTIONS.map((o) => [o.value, o.label])),
  capital: new Map(CAPITAL_OPTIONS.map((o) => [o.value, o.label])),
  teamSize: new Map(TEAM_SIZE_OPTIONS.map((o) => [o.value, o.label])),
};

type DimensionCount = { type: string; dimension: ComparisonDimension; value: string; count: string | number };

const teamSize = sql`(${caseStudies.founderCount} + ${caseStudies.employeeCount})`;
const teamBand = sql`case when ${teamSize} < ${TEAM_SIZE_BANDS.small[0]} then 'solo' when ${teamSize} < ${TEAM_SIZE_BANDS.team[0]} then 'small' else 'team' end`;

/**
 * Successes against failures among the published case studies a browse filter set matches (the
 * type filter itself is ignored): counts, median monthly revenue and starting costs, and the
 * share of each side per growth channel, business model, capital and team size. Two scans.
 */
export async function compareSuccessAndFailure(db: Database, filters: CaseStudyListFilters, currentYear: number): Promise<CaseStudyComparison> {
  const where = and(...caseStudyConditions({ ...filters, caseStudyType: 'all' }, currentYear, filters.q ? caseStudyTextMatch(filters.q) : null));
  const type = caseStudies.caseStudyType;
  const [summaries, counts] = await Promise.all([
    db
      .select({
        type,
        count: sql<number>`count(*)`.mapWith(Number),
        medianRevenue: sql<number | null>`percentile_cont(0.5) within group (order by ${caseStudies.monthlyRevenue})`,
        medianCosts: sql<number | null>`percentile_cont(0.5) within group (order by ${caseStudies.startingCosts})`,
      })
      .from(caseStudies)
      .where(where)
      .groupBy(type),
    db.execute(sql`
      select d.type, d.dimension, d.value, count(*) as count
      from (
        select ${type} as type,
               unnest(array['growthChannel', 'businessModel', 'capital', 'teamSize']) as dimension,
               unnest(array[${caseStudies.primaryGrowthChannel}::text, ${caseStudies.businessModel}::text, ${caseStudies.fundingType}::text, ${teamBand}]) as value
        from ${caseStudies}
        where ${where}
      ) d
      where d.value is not null
      group by d.type, d.dimension, d.value`) as unknown as Promise<{ rows: DimensionCount[] }>,
  ]);
  const summary = (kind: 'success' | 'failure') => {
    const row = summaries.find((s) => s.type === kind);
    const median = (value: number | string | null | undefined) => (value === null || value === undefined ? null : Math.round(Number(value)));
    return { count: row?.count ?? 0, medianMonthlyRevenue: median(row?.medianRevenue), medianStartingCosts: median(row?.medianCosts) };
  };
  const success = summary('success');
  const failure = summary('failure');
  const rows = counts.rows;
  return {
    success,
    failure,
    minSample: MIN_MEANINGFUL_SAMPLE,
    dimensions: COMPARISON_DIMENSIONS.map((dimension) => {
      const values = [...LABELS[dimension].entries()].filter(([value]) => value !== 'all' && value !== 'any');
      const countOf = (kind: string, value: string) => Number(rows.find((r) => r.type === kind && r.dimension === dimension && r.value === value)?.count ?? 0);
      return {
        dimension,
        rows: values
          .map(([value, label]) => ({
            value,
            label,
            success: { count: countOf('success', value), share: percentOf(countOf('success', value), success.count) },
            failure: { count: countOf('failure', value), share: percentOf(countOf('failure', value), failure.count) },
          }))
          .filter((row) => row.success.count + row.failure.count > 0),
      };
    }),
  };
}
