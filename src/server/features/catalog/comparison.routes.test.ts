import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { caseStudies } from '#server/db/schema/content.ts';
import type { CaseStudyComparison } from '#shared/schemas/comparison.ts';
import { createClient, testAppForFile } from '#tests/helpers/test-app.ts';

const testApp = testAppForFile({ demoContent: true });
const visitor = createClient(testApp);

const median = (values: number[]) => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = (sorted.length - 1) / 2;
  return Math.round((sorted[Math.floor(mid)]! + sorted[Math.ceil(mid)]!) / 2);
};

describe('successes against failures', () => {
  it('compare the studies a filter set matches, whatever the type filter says, with exact medians and shares', async () => {
    const response = await visitor.get('/api/case-studies/compare?capitalResources=bootstrapped&caseStudyType=failure');
    expect(response.status, await response.clone().text()).toBe(200);
    const comparison = (await response.json()) as CaseStudyComparison;
    const rows = await testApp.db
      .select()
      .from(caseStudies)
      .where(and(eq(caseStudies.status, 'published'), eq(caseStudies.fundingType, 'bootstrapped')));
    for (const kind of ['success', 'failure'] as const) {
      const side = rows.filter((r) => r.caseStudyType === kind);
      expect(side.length).toBeGreaterThan(0);
      expect(comparison[kind]).toEqual({
        count: side.length,
        medianMonthlyRevenue: median(side.map((r) => r.monthlyRevenue)),
        medianStartingCosts: median(side.map((r) => r.startingCosts)),
      });
      const channels = comparison.dimensions.find((d) => d.dimension === 'growthChannel')!;
      for (const row of channels.rows) {
        const n = side.filter((r) => r.primaryGrowthChannel === row.value).length;
        expect(row[kind].count).toBe(n);
        expect(row[kind].share).toBe(Math.round((n / side.length) * 1000) / 10);
      }
      const capital = comparison.dimensions.find((d) => d.dimension === 'capital')!;
      expect(capital.rows.map((r) => r.value)).toEqual(['bootstrapped']);
    }
    expect(comparison.minSample).toBe(10);
  });

  it('answer an empty match with zero counts and no shares, and refuse a bad filter', async () => {
    const empty = (await (await visitor.get('/api/case-studies/compare?q=zzzzqqqxxyy')).json()) as CaseStudyComparison;
    expect(empty.success).toEqual({ count: 0, medianMonthlyRevenue: null, medianStartingCosts: null });
    expect(empty.dimensions.every((d) => d.rows.length === 0)).toBe(true);
    expect((await visitor.get('/api/case-studies/compare?growthChannel=telepathy')).status).toBe(400);
  });
});
