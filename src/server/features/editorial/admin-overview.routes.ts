import { AUDIT_PAGE_SIZE, adminDashboardSchema, auditPageSchema, auditQuerySchema, type AuditEntry } from '#shared/schemas/editorial.ts';
import type { AppDeps } from '../../app-context.ts';
import { authorize } from '../../auth/authorize.ts';
import { requireUser } from '../../auth/session.middleware.ts';
import { createRouter, declareRoutes, errorResponse, jsonResponse, notSignedIn } from '../../lib/openapi.ts';
import { auditPage, dashboardStats, displayNameOf, type AuditRow } from './admin-overview.queries.ts';

/** Entries in the dashboard's recent-activity list. */
const RECENT_ACTIVITY = 8;

const route = declareRoutes({
  tags: ['Staff'],
  errors: { 401: notSignedIn, 403: errorResponse('Without the feature key') },
});

const dashboardRoute = route('get', '/admin/dashboard', 'Figures and recent staff activity for the admin dashboard (any staff role)',
  { responses: { 200: jsonResponse('Counted now', adminDashboardSchema) } });
const auditRoute = route('get', '/admin/audit', 'The audit log, newest first (administrators and super_admins)',
  { request: { query: auditQuerySchema }, responses: { 200: jsonResponse('A page of entries', auditPageSchema), 400: errorResponse('Invalid page') } });

const actorNameOf = (row: AuditRow) => (row.actorId === null ? 'System' : row.actorDisplayName?.trim() || row.actorEmail || 'Deleted account');

function presentAuditEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    actorId: row.actorId,
    actorName: actorNameOf(row),
    action: row.action,
    subjectType: row.subjectType,
    subjectId: row.subjectId,
    details: row.details,
    createdAt: row.createdAt.toISOString(),
  };
}

/** "case_study.published" with details.title "Foo" reads "case study published: Foo". */
export function summarizeAudit(entry: Pick<AuditEntry, 'action' | 'details'>): string {
  const action = entry.action.replace(/[._]/g, ' ');
  const title = typeof entry.details.title === 'string' ? entry.details.title : null;
  return title ? `${action}: ${title}` : action;
}

export function adminOverviewRoutes({ db }: AppDeps) {
  return createRouter()
    .openapi(dashboardRoute, async (c) => {
      const user = requireUser(c);
      authorize(user, 'ADMIN_PANEL');
      const [stats, recent, displayName] = await Promise.all([dashboardStats(db), auditPage(db, { limit: RECENT_ACTIVITY, offset: 0 }), displayNameOf(db, user.id)]);
      const recentActivity = recent.rows.map(presentAuditEntry).map((entry) => ({
        id: entry.id,
        actorName: entry.actorName,
        action: entry.action,
        subjectType: entry.subjectType,
        subjectId: entry.subjectId,
        summary: summarizeAudit(entry),
        createdAt: entry.createdAt,
      }));
      // authorize() let only staff through: the role is set.
      return c.json({ role: user.adminRole!, displayName, stats, recentActivity }, 200);
    })
    .openapi(auditRoute, async (c) => {
      authorize(requireUser(c), 'ADMIN_USERS');
      const { page } = c.req.valid('query');
      const { rows, total } = await auditPage(db, { limit: AUDIT_PAGE_SIZE, offset: (page - 1) * AUDIT_PAGE_SIZE });
      return c.json({ items: rows.map(presentAuditEntry), total, page, pageSize: AUDIT_PAGE_SIZE }, 200);
    });
}
