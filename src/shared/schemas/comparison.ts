import { z } from 'zod';

export const COMPARISON_DIMENSIONS = ['growthChannel', 'businessModel', 'capital', 'teamSize'] as const;
export type ComparisonDimension = (typeof COMPARISON_DIMENSIONS)[number];

const side = z.object({ count: z.number().int(), share: z.number().nullable() });

/** Successes against failures for one filter set (PRODUCT §14): base rates, never static text. */
export const caseStudyComparisonSchema = z.object({
  success: z.object({ count: z.number().int(), medianMonthlyRevenue: z.number().nullable(), medianStartingCosts: z.number().nullable() }),
  failure: z.object({ count: z.number().int(), medianMonthlyRevenue: z.number().nullable(), medianStartingCosts: z.number().nullable() }),
  /** Samples below this many case studies are marked as too small to mean much. */
  minSample: z.number().int(),
  dimensions: z.array(
    z.object({
      dimension: z.enum(COMPARISON_DIMENSIONS),
      rows: z.array(z.object({ value: z.string(), label: z.string(), success: side, failure: side })),
    }),
  ),
});
export type CaseStudyComparison = z.infer<typeof caseStudyComparisonSchema>;
