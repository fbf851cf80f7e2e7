import { and, desc, eq, inArray } from 'drizzle-orm';
import { PRIVACY_MESSAGES, type StaffRequests } from '#shared/schemas/privacy.ts';
import type { Database } from '../../db/client.ts';
import { dataDeletionRequests, enquiries, privacyRequests } from '../../db/schema/privacy.ts';
import { recordAudit } from '../../lib/audit.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/params.ts';
import { eraseAccount } from '../../auth/account-deletion.ts';

/** Each list shows at most this many, oldest open first (or newest handled first). */
const LIST_LIMIT = 100;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * What staff work through: open enquiries, confirmed privacy requests and deletions waiting for
 * their erasure; or, with status "done", the latest handled ones.
 */
export async function listStaffRequests(db: Database, status: 'open' | 'done'): Promise<StaffRequests> {
  const open = status === 'open';
  const [enquiryRows, privacyRows, deletionRows] = await Promise.all([
    db
      .select()
      .from(enquiries)
      .where(eq(enquiries.status, status))
      .orderBy(open ? enquiries.createdAt : desc(enquiries.handledAt))
      .limit(LIST_LIMIT),
    db
      .select()
      .from(privacyRequests)
      .where(eq(privacyRequests.status, status))
      .orderBy(open ? privacyRequests.createdAt : desc(privacyRequests.handledAt))
      .limit(LIST_LIMIT),
    db
      .select()
      .from(dataDeletionRequests)
      .where(open ? inArray(dataDeletionRequests.status, ['pending', 'confirmed']) : inArray(dataDeletionRequests.status, ['completed', 'cancelled']))
      .orderBy(open ? dataDeletionRequests.requestedAt : desc(dataDeletionRequests.completedAt))
      .limit(LIST_LIMIT),
  ]);
  return {
    enquiries: enquiryRows.map((row) => ({
      id: row.id,
      kind: row.kind,
      name: row.name,
      email: row.email,
      company: row.company,
      subject: row.subject,
      package: row.package,
      message: row.message,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      handledAt: iso(row.handledAt),
    })),
    privacyRequests: privacyRows.map((row) => ({
      id: row.id,
      kind: row.kind,
      email: row.email,
      details: row.details,
      status: row.status,
      member: row.userId !== null,
      createdAt: row.createdAt.toISOString(),
      handledAt: iso(row.handledAt),
    })),
    deletionRequests: deletionRows.map((row) => ({
      id: row.id,
      email: row.email,
      reason: row.reason,
      status: row.status,
      requestedAt: row.requestedAt.toISOString(),
      eraseAfter: iso(row.eraseAfter),
      completedAt: iso(row.completedAt),
    })),
  };
}

/** Marks an open enquiry or privacy request as handled, with an audit entry. */
export async function markHandled(db: Database, staffId: string, kind: 'enquiry' | 'privacy_request', id: string): Promise<void> {
  if (!isUuid(id)) throw notFound(PRIVACY_MESSAGES.notFound);
  const table = kind === 'enquiry' ? enquiries : privacyRequests;
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(table)
      .set({ status: 'done', handledAt: new Date(), handledBy: staffId })
      .where(and(eq(table.id, id), eq(table.status, 'open')))
      .returning({ id: table.id });
    if (!row) throw notFound(PRIVACY_MESSAGES.notFound);
    await recordAudit(tx, { actorId: staffId, action: `${kind}.handled`, subjectType: kind, subjectId: id });
  });
}

/** Staff's "erase now": the deletion request's account is erased at once, without waiting. */
export async function eraseNow(db: Database, staffId: string, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound(PRIVACY_MESSAGES.notFound);
  await db.transaction(async (tx) => {
    const [request] = await tx
      .select({ status: dataDeletionRequests.status })
      .from(dataDeletionRequests)
      .where(eq(dataDeletionRequests.id, id));
    if (!request) throw notFound(PRIVACY_MESSAGES.notFound);
    if (!(await eraseAccount(tx, id, staffId))) throw conflict(PRIVACY_MESSAGES.alreadyErased);
    await recordAudit(tx, { actorId: staffId, action: 'account.erased', subjectType: 'data_deletion_request', subjectId: id });
  });
}
