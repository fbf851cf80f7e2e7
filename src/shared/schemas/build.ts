import { z } from 'zod';

export const BUILD_MESSAGES = { templateNotFound: 'Template Not Found' } as const;

export const buildTemplateSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  format: z.enum(['markdown', 'csv']),
  fileName: z.string(),
  isPro: z.boolean(),
  /** A Pro template the viewer's plan does not include. */
  locked: z.boolean(),
});
export type BuildTemplate = z.infer<typeof buildTemplateSchema>;
export const buildTemplateListSchema = z.object({ templates: z.array(buildTemplateSchema) });
export type BuildTemplateList = z.infer<typeof buildTemplateListSchema>;

export const communityLinkSchema = z.object({ url: z.string().nullable() });
export type CommunityLink = z.infer<typeof communityLinkSchema>;
