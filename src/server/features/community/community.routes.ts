import { createRoute, z } from '@hono/zod-openapi';
import { COMMUNITY_ACTIVITY_PAGE, COMMUNITY_MESSAGES, communityActivitySchema } from '#shared/schemas/community.ts';
import type { AppDeps } from '../../app-context.ts';
import { badRequest } from '../../lib/errors.ts';
import { createRouter, errorResponse, jsonResponse } from '../../lib/openapi.ts';
import { decodeCursor, presentActivityPage } from './community.presenter.ts';
import { listCommunityActivity } from './community.queries.ts';

const activityRoute = createRoute({
  method: 'get', path: '/community/activity', tags: ['Community'],
  summary: "Recent activity of members, newest first, only what each member shows on their public profile (keyset: ?cursor=nextCursor)",
  request: { query: z.object({ cursor: z.string().max(1_000, COMMUNITY_MESSAGES.cursor).optional() }) },
  responses: { 200: jsonResponse('A page of activity', communityActivitySchema), 400: errorResponse('A page cursor this server did not make') },
});

/** /community's recent activity: public to everyone, made only of what members chose to make public. */
export function communityRoutes({ db }: AppDeps) {
  return createRouter().openapi(activityRoute, async (c) => {
    const { cursor } = c.req.valid('query');
    const after = cursor === undefined ? null : decodeCursor(cursor);
    if (cursor !== undefined && !after) throw badRequest(COMMUNITY_MESSAGES.cursor);
    const rows = await listCommunityActivity(db, { limit: COMMUNITY_ACTIVITY_PAGE, after });
    return c.json(presentActivityPage(rows, COMMUNITY_ACTIVITY_PAGE), 200);
  });
}
