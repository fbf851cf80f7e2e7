import { createRoute, z } from '@hono/zod-openapi';
import { and, desc, eq } from 'drizzle-orm';
import { EVENT_STATES } from '#shared/constants.ts';
import type { AppDeps } from '../../app-context.ts';
import { authorize } from '../../auth/authorize.ts';
import { requireUser } from '../../auth/session.middleware.ts';
import { events } from '../../db/schema/events.ts';
import { createRouter, errorResponse, jsonResponse, notSignedIn } from '../../lib/openapi.ts';

/** Events listed at most per request, newest first. */
const EVENTS_LISTED = 100;
/**
 * The feature table has no key of its own for operations; the event log is for administrators
 * and super_admins, who are exactly the holders of ADMIN_USERS.
 */
const EVENT_LOG_FEATURE = 'ADMIN_USERS';

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
  method: 'get', path: '/admin/events', tags: ['Staff'],
  summary: 'Recent events, e.g. the dead ones whose effects failed every attempt (administrators)',
  request: { query: z.object({ state: z.enum(EVENT_STATES, { message: 'Unknown event state' }).optional() }) },
  responses: {
    200: jsonResponse('Events, newest first', z.object({ items: z.array(eventSchema) })),
    400: errorResponse('Unknown state'),
    401: notSignedIn,
    403: errorResponse('Not an administrator'),
  },
});

export function eventLogRoutes({ db }: AppDeps) {
  return createRouter().openapi(listRoute, async (c) => {
    authorize(requireUser(c), EVENT_LOG_FEATURE);
    const { state } = c.req.valid('query');
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
