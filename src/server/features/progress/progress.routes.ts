import { activityFeedSchema, progressSchema } from '#shared/schemas/progress.ts';
import type { AppDeps } from '../../app-context.ts';
import { requireUser } from '../../auth/session.middleware.ts';
import { createRouter, declareRoutes, jsonResponse, notSignedIn } from '../../lib/openapi.ts';
import { getActivity, getProgress } from './progress.service.ts';

const route = declareRoutes({ tags: ['Progress'], errors: { 401: notSignedIn } });

const progressRoute = route('get', '/me/progress',
  "The signed-in member's XP level, activity level, today's quests, latest XP and achievements",
  { responses: { 200: jsonResponse('Progress', progressSchema) } });

const activityRoute = route('get', '/me/activity',
  "The signed-in member's latest bookmarks, votes, ratings and discussions (5 of each, 20 in all)",
  { responses: { 200: jsonResponse('Activity, newest first', activityFeedSchema) } });

export function progressRoutes({ db }: AppDeps) {
  return createRouter()
    .openapi(progressRoute, async (c) => c.json(await getProgress(db, requireUser(c).id), 200))
    .openapi(activityRoute, async (c) => c.json(await getActivity(db, requireUser(c).id), 200));
}
