import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PublicationStatus } from '#shared/constants.ts';
import { ADMIN_CASES_PAGE_SIZE, type AdminCaseTab } from '#shared/schemas/editorial.ts';
import type { Database } from '../../db/client.ts';
import { analyticsWeeklyItems } from '../../db/schema/analytics.ts';
import { caseStudies, tactics } from '../../db/schema/content.ts';
import { revenueGiven } from '../../lib/case-study-columns.ts';
import { containsPattern } from '../../lib/sql-helpers.ts';

/** The database or an open transaction. */
export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export type CaseStudyRow = typeof caseStudies.$inferSelect;
export type TacticRow = typeof tactics.$inferSelect;

/** A case study, locked for the rest of the transaction when asked (a transition or an edit). */
export async function findCaseStudy(db: Executor, id: string, lock = false): Promise<CaseStudyRow | undefined> {
  const query = db.select().from(caseStudies).where(eq(caseStudies.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function findTactic(db: Executor, id: string, lock = false): Promise<TacticRow | undefined> {
  const query = db.select().from(tactics).where(eq(tactics.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** A member's own case studies and tactics, most recently changed first. */
export async function listSubmissionsOf(db: Executor, userId: string, limit: number) {
  const [studies, tacticRows] = await Promise.all([
    db
      .select({ id: caseStudies.id, title: caseStudies.title, status: caseStudies.status, reviewNote: caseStudies.reviewNote, updatedAt: caseStudies.updatedAt })
      .from(caseStudies)
      .where(eq(caseStudies.submittedBy, userId))
      .orderBy(desc(caseStudies.updatedAt))
      .limit(limit),
    db
      .select({ id: tactics.id, title: tactics.name, status: tactics.status, reviewNote: tactics.reviewNote, updatedAt: tactics.updatedAt })
      .from(tactics)
      .where(eq(tactics.submittedBy, userId))
      .orderBy(desc(tactics.updatedAt))
      .limit(limit),
  ]);
  return [...studies.map((row) => ({ ...row, kind: 'case_study' as const })), ...tacticRows.map((row) => ({ ...row, kind: 'tactic' as const }))]
    .sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime())
    .slice(0, limit);
}

function caseSearch(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return or(ilike(caseStudies.title, pattern), ilike(caseStudies.businessName, pattern));
}

/**
 * Every view of each study that the analytics recorded (the weekly rollups hold each day's views),
 * so the admin list and the analytics pages count the same views.
 */
async function recordedViews(db: Executor, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const w = analyticsWeeklyItems;
  const rows = await db
    .select({ id: w.itemId, views: sql<number>`sum(${w.views})`.mapWith(Number) })
    .from(w)
    .where(and(eq(w.itemKind, 'case_study'), inArray(w.itemId, ids)))
    .groupBy(w.itemId);
  return new Map(rows.map((row) => [row.id, row.views]));
}

/** One page of the admin list for a tab, and every tab's count under the same search. */
export async function listAdminCaseStudies(db: Executor, { q, status, page }: { q?: string; status: AdminCaseTab; page: number }) {
  const search = caseSearch(q);
  const where = and(search, status === 'all' ? undefined : eq(caseStudies.status, status));
  const [rows, statusCounts] = await Promise.all([
    db
      .select({
        id: caseStudies.id,
        title: caseStudies.title,
        status: caseStudies.status,
        snippet: caseStudies.snippet,
        businessName: caseStudies.businessName,
        monthlyRevenue: caseStudies.monthlyRevenue,
        revenueGiven,
        createdAt: caseStudies.createdAt,
        featuredImageUrl: caseStudies.featuredImageUrl,
        reviewNote: caseStudies.reviewNote,
        version: caseStudies.version,
        submittedBy: caseStudies.submittedBy,
      })
      .from(caseStudies)
      .where(where)
      .orderBy(desc(caseStudies.createdAt), desc(caseStudies.id))
      .limit(ADMIN_CASES_PAGE_SIZE)
      .offset((page - 1) * ADMIN_CASES_PAGE_SIZE),
    db.select({ status: caseStudies.status, count: count() }).from(caseStudies).where(search).groupBy(caseStudies.status),
  ]);
  const views = await recordedViews(db, rows.map((row) => row.id));
  const items = rows.map(({ revenueGiven: given, ...row }) => ({ ...row, monthlyRevenue: given ? row.monthlyRevenue : null, viewCount: views.get(row.id) ?? 0 }));
  const byStatus = Object.fromEntries(statusCounts.map((row) => [row.status, row.count])) as Partial<Record<PublicationStatus, number>>;
  const counts = {
    all: statusCounts.reduce((sum, row) => sum + row.count, 0),
    published: byStatus.published ?? 0,
    in_review: byStatus.in_review ?? 0,
    draft: byStatus.draft ?? 0,
    returned: byStatus.returned ?? 0,
  };
  return { items, counts, total: counts[status] };
}

/** Tactics in one workflow state (the review queue shows in_review), newest first. */
export async function listTacticsByStatus(db: Executor, status: PublicationStatus, limit: number) {
  return db
    .select({
      id: tactics.id,
      name: tactics.name,
      category: tactics.category,
      descriptionHtml: tactics.descriptionHtml,
      successSignals: tactics.successSignals,
      failureSignals: tactics.failureSignals,
      status: tactics.status,
      reviewNote: tactics.reviewNote,
      version: tactics.version,
      submittedBy: tactics.submittedBy,
      createdAt: tactics.createdAt,
      updatedAt: tactics.updatedAt,
    })
    .from(tactics)
    .where(eq(tactics.status, status))
    .orderBy(desc(tactics.updatedAt))
    .limit(limit);
}

/** Changes a row only if it still has the version the writer read: 0 rows means someone saved first. */
export async function updateCaseStudyAtVersion(db: Executor, id: string, version: number, values: Partial<typeof caseStudies.$inferInsert>) {
  const rows = await db
    .update(caseStudies)
    .set({ ...values, version: sql`${caseStudies.version} + 1` })
    .where(and(eq(caseStudies.id, id), eq(caseStudies.version, version)))
    .returning({ id: caseStudies.id, status: caseStudies.status, version: caseStudies.version, title: caseStudies.title });
  return rows[0];
}

export async function updateTacticAtVersion(db: Executor, id: string, version: number, values: Partial<typeof tactics.$inferInsert>) {
  const rows = await db
    .update(tactics)
    .set({ ...values, version: sql`${tactics.version} + 1` })
    .where(and(eq(tactics.id, id), eq(tactics.version, version)))
    .returning({ id: tactics.id, status: tactics.status, version: tactics.version, title: tactics.name });
  return rows[0];
}
