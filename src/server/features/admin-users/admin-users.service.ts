import { readingMonth } from '#shared/domain/content-access.ts';
import { ADMIN_USERS_MESSAGES, ADMIN_USERS_PAGE_SIZE, type AdminUserList, type RoleChoice } from '#shared/schemas/admin-users.ts';
import type { SubscriptionTier } from '#shared/constants.ts';
import type { SessionUser } from '../../app-context.ts';
import { authorize } from '../../auth/authorize.ts';
import type { Database } from '../../db/client.ts';
import { ADVISORY_LOCK, lockForTransaction } from '../../lib/advisory-locks.ts';
import { recordAudit } from '../../lib/audit.ts';
import { notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/params.ts';
import { presentUser } from './admin-users.presenter.ts';
import { countOtherSuperAdmins, findTier, listUsers, lockProfile, setAdminRole, setTier } from './admin-users.queries.ts';

const userNotFound = () => notFound(ADMIN_USERS_MESSAGES.userNotFound);

export async function getUsers(db: Database, viewer: SessionUser, options: { query?: string; page: number }): Promise<AdminUserList> {
  const { rows, total } = await listUsers(db, {
    query: options.query || undefined,
    month: readingMonth(new Date()),
    limit: ADMIN_USERS_PAGE_SIZE,
    offset: (options.page - 1) * ADMIN_USERS_PAGE_SIZE,
  });
  return { items: rows.map((row) => presentUser(row, viewer)), total, page: options.page, pageSize: ADMIN_USERS_PAGE_SIZE };
}

/** super_admin only; the last super_admin cannot be demoted (that would lock everyone out of settings and roles). */
export async function changeRole(db: Database, actor: SessionUser, userId: string, role: RoleChoice) {
  authorize(actor, 'change_admin_role');
  if (!isUuid(userId)) throw userNotFound();
  const adminRole = role === 'none' ? null : role;
  await db.transaction(async (tx) => {
    await lockForTransaction(tx, ADVISORY_LOCK.staffRoles, 'roles');
    const target = await lockProfile(tx, userId);
    if (!target) throw userNotFound();
    if (target.adminRole === adminRole) return;
    authorize(actor, 'change_admin_role', { from: target.adminRole, to: adminRole, otherSuperAdmins: await countOtherSuperAdmins(tx, userId) });
    await setAdminRole(tx, userId, adminRole);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'user.role_changed',
      subjectType: 'user',
      subjectId: userId,
      details: { from: target.adminRole ?? 'none', to: role },
    });
  });
}

/** super_admin and administrators, only for members whose role is none, contributor or editor. */
export async function changeTier(db: Database, actor: SessionUser, userId: string, tier: SubscriptionTier) {
  authorize(actor, 'ADMIN_USERS');
  if (!isUuid(userId)) throw userNotFound();
  await db.transaction(async (tx) => {
    const target = await lockProfile(tx, userId);
    if (!target) throw userNotFound();
    authorize(actor, 'change_tier', target);
    const from = (await findTier(tx, userId)) ?? 'visitor';
    if (from === tier) return;
    await setTier(tx, userId, tier);
    await recordAudit(tx, { actorId: actor.id, action: 'user.tier_changed', subjectType: 'user', subjectId: userId, details: { from, to: tier } });
  });
}
