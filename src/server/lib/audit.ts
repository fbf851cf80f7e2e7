import type { Database } from '../db/client.ts';
import { auditLog } from '../db/schema/admin.ts';

export type AuditEntry = {
  /** The staff member who made the change (null for the system). */
  actorId: string | null;
  /** What was done, e.g. 'case_study.published', 'user.role_changed', 'settings.updated'. */
  action: string;
  subjectType: string;
  subjectId: string | null;
  /** What changed: before and after values, a reason. Never secrets. */
  details?: Record<string, unknown>;
};

/** Records a staff change; call it in the change's own transaction, so both exist or neither. */
export async function recordAudit(tx: Pick<Database, 'insert'>, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({ ...entry, details: entry.details ?? {} });
}
