import { z } from 'zod';
import { ADMIN_ROLES, SUBSCRIPTION_TIERS } from '../constants.ts';
import { ADMIN_ENTRIES, FEATURE_KEYS } from '../domain/policy.ts';

/** What the member may see and use, computed by the policy (`abilitiesOf`); the web shows and hides by it. */
export const abilitiesSchema = z.object({
  features: z.array(z.enum(FEATURE_KEYS)),
  adminArea: z.boolean(),
  adminEntries: z.array(z.enum(ADMIN_ENTRIES)),
  publish: z.boolean(),
  continueLearning: z.boolean(),
  upgrade: z.boolean(),
  upgradeTiers: z.array(z.enum(SUBSCRIPTION_TIERS)),
  readingMetered: z.boolean(),
});

export const meSchema = z.object({
  id: z.string(),
  email: z.string(),
  displayName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  tier: z.enum(SUBSCRIPTION_TIERS),
  adminRole: z.enum(ADMIN_ROLES).nullable(),
  abilities: abilitiesSchema,
  /** True throughout the member's first session after signing up (greeted "Welcome", later "Welcome back"). */
  firstVisit: z.boolean().optional(),
});
export type Me = z.infer<typeof meSchema>;
