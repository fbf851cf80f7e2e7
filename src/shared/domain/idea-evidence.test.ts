import { describe, expect, it } from 'vitest';
import { aiToolMeter, mayUseAiTool } from './ai-tools.ts';
import { baseRate, firstSentence, ideaEvidence, remixEvidence, spread, warningSigns, type MatchedStudy } from './idea-evidence.ts';

const study = (over: Partial<MatchedStudy> & Pick<MatchedStudy, 'id' | 'caseStudyType'>): MatchedStudy => ({
  title: over.id,
  monthlyRevenue: 0,
  startingCosts: 0,
  businessModel: null,
  primaryGrowthChannel: null,
  tags: [],
  lessonsLearned: null,
  failureSignals: [],
  ...over,
});

describe('base rates and spreads', () => {
  it('carries the sample size and flags samples under five', () => {
    expect(baseRate(2, 4)).toEqual({ count: 2, of: 4, rate: 0.5, smallSample: true });
    expect(baseRate(3, 5)).toEqual({ count: 3, of: 5, rate: 0.6, smallSample: false });
    expect(baseRate(0, 0)).toEqual({ count: 0, of: 0, rate: null, smallSample: true });
  });

  it('gives minimum, interpolated quartiles and maximum, or nothing without values', () => {
    expect(spread([])).toBeNull();
    expect(spread([7])).toEqual({ n: 1, min: 7, p25: 7, median: 7, p75: 7, max: 7, smallSample: true });
    expect(spread([40, 10, 30, 20, 50])).toEqual({ n: 5, min: 10, p25: 20, median: 30, p75: 40, max: 50, smallSample: false });
    expect(spread([1, 2, 3, 4])).toMatchObject({ median: 3, p25: 2, p75: 3 }); // 2.5 → 3, 1.75 → 2, 3.25 → 3
  });
});

describe('warning signs', () => {
  it('keeps signs more common among failures than successes, and tags only when two failures share them', () => {
    const studies = [
      study({ id: 'f1', caseStudyType: 'failure', tags: ['ads', 'solo'], failureSignals: ['burn'] }),
      study({ id: 'f2', caseStudyType: 'failure', tags: ['ads'], failureSignals: ['burn', 'churn'] }),
      study({ id: 's1', caseStudyType: 'success', tags: ['ads'], failureSignals: ['churn'] }),
      study({ id: 's2', caseStudyType: 'success', tags: [] }),
    ];
    expect(warningSigns(studies).map((sign) => [sign.text, sign.failures.count, sign.successes.count])).toEqual([
      ['burn', 2, 0],
      ['ads', 2, 1],
    ]);
  });
});

describe('idea evidence', () => {
  it('splits outcomes and breaks models down by share and success rate', () => {
    const evidence = ideaEvidence([
      study({ id: 'a', caseStudyType: 'success', businessModel: 'saas', monthlyRevenue: 100 }),
      study({ id: 'b', caseStudyType: 'failure', businessModel: 'saas', lessonsLearned: 'Too early. Then more.' }),
      study({ id: 'c', caseStudyType: 'success', businessModel: 'content', monthlyRevenue: 300 }),
      study({ id: 'd', caseStudyType: 'success' }),
    ]);
    expect(evidence.successRate).toEqual(baseRate(3, 4));
    expect(evidence.revenue.successes).toMatchObject({ n: 3, min: 0, median: 100, max: 300 });
    expect(evidence.businessModels.map((row) => [row.key, row.share.count, row.share.of, row.successRate.count, row.successRate.of])).toEqual([
      ['saas', 2, 3, 1, 2],
      ['content', 1, 3, 1, 1],
    ]);
    expect(evidence.lessons).toEqual([{ id: 'b', title: 'b', lesson: 'Too early.' }]);
  });

  it('cuts a lesson at its first sentence', () => {
    expect(firstSentence('  One. Two.')).toBe('One.');
    expect(firstSentence('x'.repeat(300))).toHaveLength(240);
  });
});

describe('remix', () => {
  it('proposes nothing when no model succeeded for both concepts', () => {
    const a = [study({ id: 'a', caseStudyType: 'success', businessModel: 'saas' })];
    const b = [study({ id: 'b', caseStudyType: 'success', businessModel: 'content' })];
    expect(remixEvidence('x', 'y', a, b).candidates).toEqual([]);
  });
});

describe('the AI tool meter', () => {
  it('locks visitors, meters Explorer at five, frees Community and super_admin', () => {
    expect(aiToolMeter(null, 0)).toEqual({ access: 'locked' });
    expect(aiToolMeter({ id: 'member', tier: 'explorer', adminRole: null }, 4)).toEqual({ access: 'metered', limit: 5, used: 4, remaining: 1 });
    expect(mayUseAiTool(aiToolMeter({ id: 'member', tier: 'explorer', adminRole: 'editor' }, 5))).toBe(false);
    expect(aiToolMeter({ id: 'member', tier: 'community', adminRole: null }, 9)).toEqual({ access: 'unlimited' });
    expect(aiToolMeter({ id: 'member', tier: 'explorer', adminRole: 'super_admin' }, 9)).toEqual({ access: 'unlimited' });
  });
});
