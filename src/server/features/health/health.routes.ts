import { createRoute, z } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-context.ts';
import { createRouter } from '../../lib/openapi.ts';

/** A database that has not answered by then counts as unreachable (a lost network drops packets rather than refusing). */
const DATABASE_CHECK_MS = 3_000;

export const DATABASE_UNREACHABLE_MESSAGE = 'The database cannot be reached. The server keeps trying to reconnect.';

const healthRoute = createRoute({
  method: 'get',
  path: '/health',
  tags: ['System'],
  summary: 'Answers whether the server can reach its database, and what answers case-study lists and search',
  responses: {
    200: {
      description:
        'The server and its database are ready. `search` says what answers lists and search now: `memory` (the browse index) or `postgres` (SQL, while the index is being read or with SEARCH_INDEX=postgres)',
      content: { 'application/json': { schema: z.object({ status: z.literal('ok'), search: z.enum(['memory', 'postgres']) }) } },
    },
    503: {
      description: 'The database cannot be reached (restarting, failing over, or the network is down); the server reconnects by itself',
      content: { 'application/json': { schema: z.object({ status: z.literal('unavailable'), message: z.string() }) } },
    },
  },
});

/** Whether `select 1` answers within DATABASE_CHECK_MS. */
async function databaseAnswers({ db }: AppDeps): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), DATABASE_CHECK_MS);
  });
  const answered = db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([answered, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

export function healthRoutes(deps: AppDeps) {
  return createRouter().openapi(healthRoute, async (c) => {
    if (await databaseAnswers(deps)) return c.json({ status: 'ok' as const, search: deps.search.serving() }, 200);
    return c.json({ status: 'unavailable' as const, message: DATABASE_UNREACHABLE_MESSAGE }, 503);
  });
}
