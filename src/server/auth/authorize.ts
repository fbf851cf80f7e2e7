import { TIER_DISPLAY_NAMES } from '#shared/constants.ts';
import { decide, owns, type Actor, type PolicyAction, type Refusal, type SubjectArgs } from '#shared/domain/policy.ts';
import { ADMIN_USERS_MESSAGES } from '#shared/schemas/admin-users.ts';
import type { SessionUser } from '../app-context.ts';
import { AppError, conflict, notFound } from '../lib/errors.ts';

export const ADMIN_ACCESS_REQUIRED = 'Admin Access Required';

/** The policy's actor for the request's user (null for a visitor). */
export const toActor = (user: SessionUser | null): Actor => (user ? { id: user.id, tier: user.tier, adminRole: user.adminRole } : null);

/**
 * A refusal in the API's error shape. Another member's item is a 404 with the item's own
 * not-found message (its existence is not revealed); every right refused is a 403 with a stable
 * code: FEATURE_LOCKED (with the plan that has it) or ADMIN_ACCESS_REQUIRED.
 */
export function refusalError(refusal: Refusal, notFoundMessage = 'Not found'): AppError {
  switch (refusal.reason) {
    case 'not_found':
      return notFound(notFoundMessage);
    case 'feature_locked':
      return new AppError(403, 'FEATURE_LOCKED', `Available exclusively on the ${TIER_DISPLAY_NAMES[refusal.requiredTier]} plan and above`, {
        feature: refusal.feature,
        requiredTier: refusal.requiredTier,
      });
    case 'admin_access_required':
      return new AppError(403, 'ADMIN_ACCESS_REQUIRED', ADMIN_ACCESS_REQUIRED, refusal.feature ? { feature: refusal.feature } : undefined);
    case 'last_super_admin':
      return conflict(ADMIN_USERS_MESSAGES.lastSuperAdmin);
  }
}

/**
 * The one guard every handler and service that needs a right calls after authenticating: it asks
 * the policy and throws its refusal (see `refusalError`).
 */
export function authorize<A extends PolicyAction>(user: SessionUser | null, action: A, ...subject: SubjectArgs<A>): void {
  const refusal = decide(toActor(user), action, ...subject);
  if (refusal) throw refusalError(refusal);
}

/** Staff who manage content that goes out at once (the deals directory, VIP events): ADMIN_CONTENT and the right to publish. */
export function authorizeContentPublisher(user: SessionUser | null): void {
  authorize(user, 'ADMIN_CONTENT');
  authorize(user, 'publish');
}

/** Only the owner acts on a member's item; anyone else is told it does not exist (404, the item's message). */
export function authorizeOwner(memberId: string, ownerId: string | null, notFoundMessage: string): void {
  if (!owns(memberId, ownerId)) throw refusalError({ reason: 'not_found' }, notFoundMessage);
}
