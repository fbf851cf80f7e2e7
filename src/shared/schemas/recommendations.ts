import { z } from 'zod';

export const recommendationSchema = z.object({
  id: z.string(),
  type: z.enum(['case_study', 'tactic']),
  title: z.string(),
  href: z.string(),
  score: z.number(),
  reason: z.string(),
  regionTags: z.array(z.string()),
  category: z.string().nullable(),
});
export type RecommendationItem = z.infer<typeof recommendationSchema>;

export const recommendationsSchema = z.object({
  /** "Your Interests": the top 3 regions and top 3 categories. */
  interests: z.object({ regions: z.array(z.string()), categories: z.array(z.string()) }),
  items: z.array(recommendationSchema),
});
export type Recommendations = z.infer<typeof recommendationsSchema>;
