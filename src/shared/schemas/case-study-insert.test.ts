import { describe, expect, it } from 'vitest';
import { caseStudyInsertSchema, describeInsertError } from './case-study-insert.ts';

const SOURCED = { kind: 'self_reported', as_of: '2026-01-31' };
const PROVENANCE = { revenue: SOURCED, profit: SOURCED, costs: SOURCED, team: SOURCED };

describe('caseStudyInsertSchema', () => {
  it("applies the spec's form defaults to a bare title", () => {
    const parsed = caseStudyInsertSchema.parse({ title: '  A Title  ', figures_provenance: PROVENANCE });
    expect(parsed).toMatchObject({
      title: 'A Title',
      language: 'English',
      founder_count: 1,
      employee_count: 0,
      monthly_revenue: 0,
      starting_costs: 0,
      year_founded: new Date().getUTCFullYear(),
      snippet: null,
      niche: [],
      region_tags: [],
      problem: null,
      customer_type: null,
    });
  });

  it('accepts text cells from a file: numbers, lists and blanks', () => {
    const parsed = caseStudyInsertSchema.parse({
      title: 'Row',
      monthly_revenue: '$12,000',
      tags: ' seo, ads ,seo,, ',
      region_tags: 'Europe, Germany,Europe',
      website_url: '',
      continent: '',
      involvement: 'side',
      figures_provenance: PROVENANCE,
    });
    expect(parsed.monthly_revenue).toBe(12000);
    expect(parsed.tags).toEqual(['seo', 'ads']);
    expect(parsed.website_url).toBeNull();
    expect(parsed.continent).toBeNull();
    expect(parsed.region_tags).toEqual(['Europe', 'Germany']);
    expect(parsed.involvement).toBe('side');
  });

  it('refuses a long snippet, a bad URL, a negative revenue and a missing title with a named field', () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ title: 'T', snippet: 'x'.repeat(251) }, 'snippet: Snippet must be at most 250 characters'],
      [{ title: 'T', website_url: 'not a url' }, 'website_url: Must be a valid URL'],
      [{ title: 'T', monthly_revenue: '-5' }, 'monthly_revenue: Must not be negative'],
      [{ title: 'T', founder_count: 0 }, 'founder_count: Founder count must be at least 1'],
      [{ title: ' ' }, 'title: Title is required'],
      [{ title: 'T', customer_type: 'b2g' }, 'customer_type: Choose one of the listed options'],
      [{ title: 'T', figures_provenance: { ...PROVENANCE, revenue: { kind: 'guessed', as_of: '2026-01-31' } } }, 'figures_provenance.revenue.kind: Choose one of the listed options'],
    ];
    for (const [input, message] of cases) {
      const result = caseStudyInsertSchema.safeParse({ figures_provenance: PROVENANCE, ...input });
      expect(result.success).toBe(false);
      if (!result.success) expect(describeInsertError(result.error)).toBe(message);
    }
  });

  it('keeps provenance with its as-of date', () => {
    const parsed = caseStudyInsertSchema.parse({ title: 'T', figures_provenance: { ...PROVENANCE, revenue: { kind: 'verified', as_of: '2026-01-31' } } });
    expect(parsed.figures_provenance.revenue).toEqual({ kind: 'verified', as_of: '2026-01-31' });
  });

  it('needs a source and an as-of date for every figure, named, and no date in the future', () => {
    const cases: [unknown, string][] = [
      [undefined, 'figures_provenance.revenue: Revenue: say where the figure comes from (self-reported, researched from public sources or verified)'],
      [{ ...PROVENANCE, team: { kind: '', as_of: '2026-01-31' } }, 'figures_provenance.team.kind: Team: say where the figure comes from (self-reported, researched from public sources or verified)'],
      [{ ...PROVENANCE, costs: { kind: 'verified', as_of: null } }, 'figures_provenance.costs.as_of: Starting costs: an as-of date is required'],
      [{ ...PROVENANCE, profit: { kind: 'verified', as_of: '2999-01-01' } }, 'figures_provenance.profit.as_of: As-of date must not be in the future'],
    ];
    for (const [figures_provenance, message] of cases) {
      const result = caseStudyInsertSchema.safeParse({ title: 'T', figures_provenance });
      expect(result.success).toBe(false);
      if (!result.success) expect(describeInsertError(result.error)).toBe(message);
    }
  });
});
