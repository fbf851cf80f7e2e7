import { z } from 'zod';
import { ADMIN_ROLES, SUBSCRIPTION_TIERS } from '../constants.ts';

export const meSchema = z.object({
  id: z.string(),
  email: z.string(),
  displayName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  tier: z.enum(SUBSCRIPTION_TIERS),
  adminRole: z.enum(ADMIN_ROLES).nullable(),
  /** True throughout the member's first session after signing up (greeted "Welcome", later "Welcome back"). */
  firstVisit: z.boolean().optional(),
});
export type Me = z.infer<typeof meSchema>;
