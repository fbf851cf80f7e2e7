import { createRoute, z } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-context.ts';
import { createRouter } from '../../lib/openapi.ts';

const healthRoute = createRoute({
  method: 'get',
  path: '/health',
  tags: ['System'],
  summary: 'Answers once the database is ready',
  responses: {
    200: {
      description: 'The server and its database are ready',
      content: { 'application/json': { schema: z.object({ status: z.literal('ok') }) } },
    },
  },
});

export function healthRoutes({ db }: AppDeps) {
  return createRouter().openapi(healthRoute, async (c) => {
    await db.execute(sql`select 1`);
    return c.json({ status: 'ok' as const }, 200);
  });
}
