import { TIER_DISPLAY_NAMES, type AdminRole } from '#shared/constants.ts';
import {
  canChangeAdminRole,
  canChangeTier,
  hasFeature,
  minimumTierFor,
  type Actor,
  type FeatureKey,
} from '#shared/domain/entitlements.ts';
import { canPublish } from '#shared/domain/editorial.ts';
import type { SessionUser } from '../app-context.ts';
import { AppError } from '../lib/errors.ts';

/**
 * What a handler may ask permission for: a feature of the table, changing public content that has
 * no review step (PRODUCT §11: publishers only), or a user-management act on a member.
 */
export type Action =
  | { feature: FeatureKey }
  | { publish: 'without_review' }
  | { manage: 'admin_role' }
  | { manage: 'tier'; target: { adminRole: AdminRole | null } };

export const ADMIN_ACCESS_REQUIRED = 'Admin Access Required';

const toActor = (user: SessionUser | null): Actor => (user ? { tier: user.tier, adminRole: user.adminRole } : null);

/**
 * The one guard every handler that needs a right calls after authenticating. It decides with the
 * shared predicates and refuses with a 403 in the API's error shape and a stable code:
 * FEATURE_LOCKED for a tier feature (with the plan that has it), ADMIN_ACCESS_REQUIRED for staff acts.
 */
export function authorize(user: SessionUser | null, action: Action): void {
  const actor = toActor(user);
  if ('feature' in action) {
    if (hasFeature(actor, action.feature)) return;
    const tier = minimumTierFor(action.feature);
    if (!tier) throw new AppError(403, 'ADMIN_ACCESS_REQUIRED', ADMIN_ACCESS_REQUIRED, { feature: action.feature });
    throw new AppError(403, 'FEATURE_LOCKED', `Available exclusively on the ${TIER_DISPLAY_NAMES[tier]} plan and above`, {
      feature: action.feature,
      requiredTier: tier,
    });
  }
  if ('publish' in action) {
    if (canPublish(actor?.adminRole ?? null)) return;
    throw new AppError(403, 'ADMIN_ACCESS_REQUIRED', ADMIN_ACCESS_REQUIRED);
  }
  const allowed = action.manage === 'admin_role' ? canChangeAdminRole(actor) : canChangeTier(actor, action.target);
  if (!allowed) throw new AppError(403, 'ADMIN_ACCESS_REQUIRED', ADMIN_ACCESS_REQUIRED);
}
