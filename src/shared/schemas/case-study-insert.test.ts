import { describe, expect, it } from 'vitest';
import { caseStudyInsertSchema, describeInsertError } from './case-study-insert.ts';

describe('caseStudyInsertSchema', () => {
  it("applies the spec's form defaults to a bare title", () => {
    const parsed = caseStudyInsertSchema.parse({ title: '  A Title  ' });
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
      figures_provenance: {},
    });
  });

  it('accepts text cells from a file: numbers, lists and blanks', () => {
    const parsed = caseStudyInsertSchema.parse({ title: 'Row', monthly_revenue: '$12,000', tags: ' seo, ads ,seo,, ', website_url: '', continent: '' });
    expect(parsed.monthly_revenue).toBe(12000);
    expect(parsed.tags).toEqual(['seo', 'ads']);
    expect(parsed.website_url).toBeNull();
    expect(parsed.continent).toBeNull();
  });

  it('refuses a long snippet, a bad URL, a negative revenue and a missing title with a named field', () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ title: 'T', snippet: 'x'.repeat(251) }, 'snippet: Snippet must be at most 250 characters'],
      [{ title: 'T', website_url: 'not a url' }, 'website_url: Must be a valid URL'],
      [{ title: 'T', monthly_revenue: '-5' }, 'monthly_revenue: Must not be negative'],
      [{ title: 'T', founder_count: 0 }, 'founder_count: Founder count must be at least 1'],
      [{ title: ' ' }, 'title: Title is required'],
      [{ title: 'T', figures_provenance: { revenue: { kind: 'guessed' } } }, 'figures_provenance.revenue.kind: Choose one of the listed options'],
    ];
    for (const [input, message] of cases) {
      const result = caseStudyInsertSchema.safeParse(input);
      expect(result.success).toBe(false);
      if (!result.success) expect(describeInsertError(result.error)).toBe(message);
    }
  });

  it('keeps provenance with its as-of date', () => {
    const parsed = caseStudyInsertSchema.parse({ title: 'T', figures_provenance: { revenue: { kind: 'verified', as_of: '2026-01-31' } } });
    expect(parsed.figures_provenance.revenue).toEqual({ kind: 'verified', as_of: '2026-01-31' });
  });
});
