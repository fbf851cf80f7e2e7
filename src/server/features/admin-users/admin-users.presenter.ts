import { can, type Actor } from '#shared/domain/policy.ts';
import type { AdminUser } from '#shared/schemas/admin-users.ts';
import type { UserRow } from './admin-users.queries.ts';

/** A row of the user list with the spec's fallbacks (no subscription: visitor) and what the viewer may change. */
export function presentUser(row: UserRow, viewer: Actor): AdminUser {
  return {
    userId: row.userId,
    displayName: row.displayName,
    avatarUrl: row.avatarUrl,
    email: row.email,
    adminRole: row.adminRole ?? 'none',
    tier: row.tier ?? 'visitor',
    monthlyViews: row.monthlyViews,
    createdAt: row.createdAt.toISOString(),
    canChangeRole: can(viewer, 'change_admin_role'),
    canChangeTier: can(viewer, 'change_tier', { adminRole: row.adminRole }),
  };
}
