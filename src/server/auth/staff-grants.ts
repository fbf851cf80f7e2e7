import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AdminRole } from '#shared/constants.ts';
import type { Database } from '../db/client.ts';
import { auditLog } from '../db/schema/admin.ts';
import { profiles } from '../db/schema/accounts.ts';
import { users } from '../db/schema/auth.ts';
import { ADVISORY_LOCK, lockForTransaction } from '../lib/advisory-locks.ts';
import { recordAudit } from '../lib/audit.ts';

/** Who granted a staff role without a staff member: the operator's command or the ADMIN_EMAILS setting. */
export type GrantSource = 'admin_command' | 'ADMIN_EMAILS';

const ROLE_CHANGED = 'user.role_changed';

/**
 * Makes the user super_admin, recording the change in the audit log (actor: the system) in the
 * same transaction. Under the staff-roles lock, so it never races a demotion on another instance.
 * With `once`, a user this source promoted before is left as staff left them (a demotion stands).
 * Returns the role the user had, or undefined when nothing changed.
 */
export async function grantSuperAdmin(
  db: Database,
  userId: string,
  source: GrantSource,
  { once = false }: { once?: boolean } = {},
): Promise<{ from: AdminRole | null } | undefined> {
  return db.transaction(async (tx) => {
    await lockForTransaction(tx, ADVISORY_LOCK.staffRoles, 'roles');
    if (once) {
      const [earlier] = await tx
        .select({ id: auditLog.id })
        .from(auditLog)
        .where(and(eq(auditLog.action, ROLE_CHANGED), eq(auditLog.subjectId, userId), sql`${auditLog.details}->>'source' = ${source}`))
        .limit(1);
      if (earlier) return undefined;
    }
    const [profile] = await tx.select({ adminRole: profiles.adminRole }).from(profiles).where(eq(profiles.userId, userId)).for('update');
    const from = profile?.adminRole ?? null;
    if (from === 'super_admin') return undefined;
    await tx
      .insert(profiles)
      .values({ userId, adminRole: 'super_admin' })
      .onConflictDoUpdate({ target: profiles.userId, set: { adminRole: 'super_admin', updatedAt: new Date() } });
    await recordAudit(tx, {
      actorId: null,
      action: ROLE_CHANGED,
      subjectType: 'user',
      subjectId: userId,
      details: { from: from ?? 'none', to: 'super_admin', source },
    });
    return { from };
  });
}

/**
 * ADMIN_EMAILS: each listed address whose account is verified becomes super_admin, once. Called
 * when an address is verified (with that user) and at start-up (for every listed address).
 * Returns the users promoted now.
 */
export async function grantAdminEmails(db: Database, adminEmails: readonly string[], onlyUserId?: string): Promise<string[]> {
  if (adminEmails.length === 0) return [];
  const verified = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        inArray(sql`lower(${users.email})`, adminEmails.map((email) => email.toLowerCase())),
        eq(users.emailVerified, true),
        onlyUserId === undefined ? undefined : eq(users.id, onlyUserId),
      ),
    );
  const promoted: string[] = [];
  for (const { id } of verified) {
    if (await grantSuperAdmin(db, id, 'ADMIN_EMAILS', { once: true })) promoted.push(id);
  }
  return promoted;
}
