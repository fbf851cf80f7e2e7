import { z } from 'zod';
import { ADMIN_ROLES, SUBSCRIPTION_TIERS } from '../constants.ts';
import { pageParamWithMessages, wholePageOf } from './list-pages.ts';

/** Members listed per page of /admin/users. */
export const ADMIN_USERS_PAGE_SIZE = 20;
/** The longest search the user list accepts. */
export const ADMIN_USERS_QUERY_MAX = 100;

/** The role control's choices: a staff role, or none (stored as no role). */
export const ROLE_CHOICES = ['none', ...ADMIN_ROLES] as const;
export type RoleChoice = (typeof ROLE_CHOICES)[number];

export const ROLE_LABELS: Record<RoleChoice, string> = {
  none: 'None',
  contributor: 'Contributor',
  editor: 'Editor',
  administrator: 'Administrator',
  super_admin: 'Super Admin',
};

/** The spec's messages (access-admin-pricing §8). */
export const ADMIN_USERS_MESSAGES = {
  fetchFailed: 'Failed to fetch users.',
  roleFailed: 'Failed to update user role.',
  roleUpdated: 'User role updated successfully!',
  tierFailed: 'Failed to update subscription tier.',
  tierUpdated: 'Subscription tier updated successfully!',
  emptyTitle: 'No users found',
  emptyBody: 'No users match your search criteria.',
  noEmail: 'No email',
  lastSuperAdmin: 'At least one super admin must remain.',
  userNotFound: 'User not found',
} as const;

export const adminUsersQuerySchema = z.object({
  q: z.string().trim().max(ADMIN_USERS_QUERY_MAX, { message: `Search for at most ${ADMIN_USERS_QUERY_MAX} characters` }).optional(),
  page: pageParamWithMessages,
});

export const adminUserSchema = z.object({
  userId: z.string(),
  displayName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  /** The subscriber's e-mail; null shows as "No email". */
  email: z.string().nullable(),
  adminRole: z.enum(ROLE_CHOICES),
  /** visitor when the member has no subscription. */
  tier: z.enum(SUBSCRIPTION_TIERS),
  /** Content read this calendar month (UTC). */
  monthlyViews: z.number().int(),
  createdAt: z.string(),
  /** Whether the signed-in staff member may change this member's role, and tier. */
  canChangeRole: z.boolean(),
  canChangeTier: z.boolean(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserListSchema = wholePageOf(adminUserSchema);
export type AdminUserList = z.infer<typeof adminUserListSchema>;

export const roleChangeSchema = z.object({ role: z.enum(ROLE_CHOICES, { message: 'Choose a role: none, contributor, editor, administrator or super_admin' }) });
export const tierChangeSchema = z.object({ tier: z.enum(SUBSCRIPTION_TIERS, { message: 'Choose a tier: visitor, explorer, community, master_builder or legacy_founder' }) });
