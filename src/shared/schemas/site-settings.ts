import { z } from 'zod';

/** Settings staff may change at run time (PUT /admin/settings takes any of them); each falls back to configuration. */
export const siteSettingsSchema = z.object({
  supportEmail: z.email('Please enter a valid email address'),
  companyName: z.string().trim().min(1, 'Company name is required').max(200),
  companyAddress: z.string().trim().min(1, 'Company address is required').max(500),
  /** The community workspace members with SKOOL_COMMUNITY open; null until configured. */
  communityUrl: z.url({ protocol: /^https?$/, error: 'Please enter a valid URL' }).nullable(),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;
