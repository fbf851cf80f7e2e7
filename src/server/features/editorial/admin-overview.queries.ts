import { count, desc, eq, gte, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { publicCaseStudy } from '../../db/public-content.ts';
import { profiles, subscribers } from '../../db/schema/accounts.ts';
import { auditLog } from '../../db/schema/admin.ts';
import { users } from '../../db/schema/auth.ts';
import { caseStudies, tactics } from '../../db/schema/content.ts';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** The dashboard's figures, each one count over an indexed column. */
export async function dashboardStats(db: Database, now = new Date()) {
  const [[members], [newMembers], [published], [studiesInReview], [tacticsInReview], [paid]] = await Promise.all([
    db.select({ n: count() }).from(users),
    db.select({ n: count() }).from(users).where(gte(users.createdAt, new Date(now.getTime() - WEEK_MS))),
    db.select({ n: count() }).from(caseStudies).where(publicCaseStudy),
    db.select({ n: count() }).from(caseStudies).where(eq(caseStudies.status, 'in_review')),
    db.select({ n: count() }).from(tactics).where(eq(tactics.status, 'in_review')),
    db.select({ n: count() }).from(subscribers).where(inArray(subscribers.subscriptionTier, ['community', 'master_builder', 'legacy_founder'])),
  ]);
  return {
    members: members?.n ?? 0,
    newMembersThisWeek: newMembers?.n ?? 0,
    publishedCaseStudies: published?.n ?? 0,
    awaitingReview: (studiesInReview?.n ?? 0) + (tacticsInReview?.n ?? 0),
    paidMembers: paid?.n ?? 0,
  };
}

/** A page of the audit log, newest first, with each actor's display name. */
export async function auditPage(db: Database, { limit, offset }: { limit: number; offset: number }) {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        actorId: auditLog.actorId,
        actorDisplayName: profiles.displayName,
        actorEmail: users.email,
        action: auditLog.action,
        subjectType: auditLog.subjectType,
        subjectId: auditLog.subjectId,
        details: auditLog.details,
        createdAt: auditLog.createdAt,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .leftJoin(profiles, eq(profiles.userId, auditLog.actorId))
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(auditLog),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export type AuditRow = Awaited<ReturnType<typeof auditPage>>['rows'][number];

export async function displayNameOf(db: Database, userId: string) {
  const [row] = await db.select({ name: profiles.displayName }).from(profiles).where(eq(profiles.userId, userId));
  return row?.name ?? null;
}
