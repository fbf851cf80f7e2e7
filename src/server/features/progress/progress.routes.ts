import { createRoute } from '@hono/zod-openapi';
import { activityFeedSchema, progressSchema } from '#shared/schemas/progress.ts';
import type { AppDeps } from '../../app-context.ts';
import { requireUser } from '../../auth/session.middleware.ts';
import { createRouter, jsonResponse, notSignedIn } from '../../lib/openapi.ts';
import { getActivity, getProgress } from './progress.service.ts';

const TAG = 'Progress';
const unauthorized = { 401: notSignedIn };

const progressRoute = createRoute({
  method: 'get', path: '/me/progress', tags: [TAG],
  summary: "The signed-in member's XP level, activity level, today's quests, latest XP and achievements",
  responses: { 200: jsonResponse('Progress', progressSchema), ...unauthorized },
});

const activityRoute = createRoute({
  method: 'get', path: '/me/activity', tags: [TAG],
  summary: "The signed-in member's latest bookmarks, votes, ratings and discussions (5 of each, 20 in all)",
  responses: { 200: jsonResponse('Activity, newest first', activityFeedSchema), ...unauthorized },
});

export function progressRoutes({ db }: AppDeps) {
  return createRouter()
    .openapi(progressRoute, async (c) => c.json(await getProgress(db, requireUser(c).id), 200))
    .openapi(activityRoute, async (c) => c.json(await getActivity(db, requireUser(c).id), 200));
}
