import { z } from 'zod';
import { ADMIN_ROLES, SUBSCRIPTION_TIERS } from '../constants.ts';
import { ADMIN_ENTRIES, FEATURE_KEYS, PLAN_STANDINGS } from '../domain/policy.ts';

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
  paidPlan: z.boolean(),
  planStandings: z.record(z.enum(SUBSCRIPTION_TIERS), z.enum(PLAN_STANDINGS)),
  switchDownTiers: z.array(z.enum(SUBSCRIPTION_TIERS)),
});

export const meSchema = z.object({
  id: z.string(),
  email: z.string(),
  displayName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  /** The member's plan, to show (the tier badge, "your plan"); what it allows is in `abilities`. */
  displayTier: z.enum(SUBSCRIPTION_TIERS),
  /** The member's staff role, to show (the admin dashboard's badge); what it allows is in `abilities`. */
  displayRole: z.enum(ADMIN_ROLES).nullable(),
  abilities: abilitiesSchema,
  /** True throughout the member's first session after signing up (greeted "Welcome", later "Welcome back"). */
  firstVisit: z.boolean().optional(),
});
export type Me = z.infer<typeof meSchema>;
