import { z } from 'zod';

// Response contracts of access: the paywall of a previewed article and the Explorer reading meter.

const meterEntrySchema = z.object({ used: z.number(), limit: z.number(), left: z.number() });

/** This month's free reads of a metered (Explorer) member; null for everyone else. */
export const readingMeterSchema = z.object({ case_study: meterEntrySchema, failure_analysis: meterEntrySchema });

/**
 * Present when the server sent only the preview of an article: which paywall to show, for a
 * metered member how many free reads of this kind are left (0 at the limit), and how many other
 * published case studies a membership unlocks (the visitor paywall's "and {n} more").
 */
export const paywallSchema = z.object({
  kind: z.enum(['visitor', 'explorer_limit']),
  readsLeft: z.number().nullable(),
  otherCaseStudies: z.number().int().nonnegative(),
});
export type Paywall = z.infer<typeof paywallSchema>;

export const readingMeterResponseSchema = z.object({ meter: readingMeterSchema.nullable() });
export type ReadingMeterResponse = z.infer<typeof readingMeterResponseSchema>;
