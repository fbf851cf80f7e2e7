import { createRoute, z } from '@hono/zod-openapi';
import { and, desc, eq } from 'drizzle-orm';
import { EVENT_STATES, type AdminRole } from '#shared/constants.ts';
import type { AppDeps } from '../../app-context.ts';
import { requireUser } from '../../auth/session.middleware.ts';
import type { Database } from '../../db/client.ts';
import { profiles } from '../../db/schema/accounts.ts';
import { events } from '../../db/schema/events.ts';
import { forbidden } from '../../lib/errors.ts';
import { createRouter, errorResponseSchema } from '../../lib/openapi.ts';

/** Events listed at most per request, newest first. */
const EVENTS_LISTED = 100;
/** Staff roles that may inspect the event log. */
const EVENT_LOG_ROLES: readonly AdminRole[] = ['administrator', 'super_admin'];

/** The one check for this route; the shared authorisation guard replaces it. */
async function requireEventLogAccess(db: Database, userId: string) {
  const [profile] = await db.select({ adminRole: profiles.adminRole }).from(profiles).where(eq(profiles.userId, userId));
  if (!profile?.adminRole || !EVENT_LOG_ROLES.includes(profile.adminRole)) throw forbidden();
}

const eventSchema = z.object({
  id: z.string(),
  type: z.string(),
  payload: z.record(z.string(), z.unknown()),
  actorId: z.string().nullable(),
  state: z.enum(EVENT_STATES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  runAfter: z.string(),
  finishedAt: z.string().nullable(),
});

const listRoute = createRoute({
  method: 'get',
  path: '/admin/events',
  tags: ['Staff'],
  summary: 'Recent events, e.g. the dead ones whose effects failed every attempt (administrators)',
  request: { query: z.object({ state: z.enum(EVENT_STATES, { message: 'Unknown event state' }).optional() }) },
  responses: {
    200: { description: 'Events, newest first', content: { 'application/json': { schema: z.object({ items: z.array(eventSchema) }) } } },
    400: { description: 'Unknown state', ...errorResponseSchema },
    401: { description: 'Not signed in', ...errorResponseSchema },
    403: { description: 'Not an administrator', ...errorResponseSchema },
  },
});

export function eventLogRoutes({ db }: AppDeps) {
  return createRouter().openapi(listRoute, async (c) => {
    const user = requireUser(c);
    const { state } = c.req.valid('query');
    await requireEventLogAccess(db, user.id);
    const rows = await db
      .select()
      .from(events)
      .where(and(state ? eq(events.state, state) : undefined))
      .orderBy(desc(events.createdAt))
      .limit(EVENTS_LISTED);
    const items = rows.map((row) => ({
      id: row.id,
      type: row.type,
      payload: row.payload,
      actorId: row.actorId,
      state: row.state,
      attempts: row.attempts,
      lastError: row.lastError,
      createdAt: row.createdAt.toISOString(),
      runAfter: row.runAfter.toISOString(),
      finishedAt: row.finishedAt?.toISOString() ?? null,
    }));
    return c.json({ items }, 200);
  });
}
