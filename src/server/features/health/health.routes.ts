import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../../app-context.ts';
import { createRouter, jsonResponse } from '../../lib/openapi.ts';
import { DATABASE_UNREACHABLE_MESSAGE, READINESS_MESSAGES, databaseAnswers, notReadyReason } from './readiness.ts';

const searchSchema = z.enum(['memory', 'postgres']);

const healthRoute = createRoute({
  method: 'get', path: '/health', tags: ['System'],
  summary: 'Answers whether the server can reach its database, and what answers case-study lists and search',
  responses: {
    200: jsonResponse(
      'The server and its database are ready. `search` says what answers lists and search now: `memory` (the browse index) or `postgres` (SQL, while the index is being read or with SEARCH_INDEX=postgres)',
      z.object({ status: z.literal('ok'), search: searchSchema }),
    ),
    503: jsonResponse(
      'The database cannot be reached (restarting, failing over, or the network is down); the server reconnects by itself',
      z.object({ status: z.literal('unavailable'), message: z.string() }),
    ),
  },
});

const liveRoute = createRoute({
  method: 'get', path: '/health/live', tags: ['System'],
  summary: 'Liveness: the process runs and its event loop answers (the database is not asked)',
  responses: { 200: jsonResponse('The process is alive', z.object({ status: z.literal('alive') })) },
});

const readyRoute = createRoute({
  method: 'get', path: '/health/ready', tags: ['System'],
  summary: 'Readiness: whether this instance can take traffic',
  responses: {
    200: jsonResponse(
      'The database answers and holds every migration this server ships, and the event worker runs. `search` says what answers lists and search now: `memory` (the browse index) or `postgres` (SQL, while the index is being read or with SEARCH_INDEX=postgres)',
      z.object({ status: z.literal('ready'), search: searchSchema }),
    ),
    503: jsonResponse(
      'Not ready: `reason` is `database` (unreachable), `migrations` (the database lacks this server\'s migrations) or `worker` (the event worker is not running: starting or stopping)',
      z.object({ status: z.literal('unavailable'), reason: z.enum(['database', 'migrations', 'worker']), message: z.string() }),
    ),
  },
});

export function healthRoutes(deps: AppDeps) {
  return createRouter()
    .openapi(healthRoute, async (c) => {
      if (await databaseAnswers(deps)) return c.json({ status: 'ok' as const, search: deps.search.serving() }, 200);
      return c.json({ status: 'unavailable' as const, message: DATABASE_UNREACHABLE_MESSAGE }, 503);
    })
    .openapi(liveRoute, (c) => c.json({ status: 'alive' as const }, 200))
    .openapi(readyRoute, async (c) => {
      const reason = await notReadyReason(deps);
      if (reason) return c.json({ status: 'unavailable' as const, reason, message: READINESS_MESSAGES[reason] }, 503);
      return c.json({ status: 'ready' as const, search: deps.search.serving() }, 200);
    });
}
