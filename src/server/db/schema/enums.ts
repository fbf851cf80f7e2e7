import { pgEnum } from 'drizzle-orm/pg-core';
import { ADMIN_ROLES, SUBSCRIPTION_TIERS } from '../../../shared/constants.ts';

export const subscriptionTierEnum = pgEnum('subscription_tier', SUBSCRIPTION_TIERS);
export const adminRoleEnum = pgEnum('admin_role', ADMIN_ROLES);
