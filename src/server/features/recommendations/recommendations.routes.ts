import { createRoute } from '@hono/zod-openapi';
import { recommend, topByFrequency } from '#shared/domain/recommendations.ts';
import { recommendationsSchema, type Recommendations } from '#shared/schemas/recommendations.ts';
import type { AppDeps } from '../../app-context.ts';
import { requireUser } from '../../auth/session.middleware.ts';
import { createRouter, jsonResponse, notSignedIn } from '../../lib/openapi.ts';
import { findCandidates, findInterestSignals } from './recommendations.queries.ts';

const route = createRoute({
  method: 'get', path: '/me/recommendations', tags: ['Recommendations'],
  summary: "The member's interests and top 10 recommendations, scored as member-area §9",
  responses: { 200: jsonResponse('Interests and recommendations', recommendationsSchema), 401: notSignedIn },
});

export function recommendationRoutes({ db }: AppDeps) {
  return createRouter().openapi(route, async (c) => {
    const user = requireUser(c);
    const [signals, candidates] = await Promise.all([findInterestSignals(db, user.id), findCandidates(db, user.id)]);
    const interests = {
      regions: topByFrequency(signals.flatMap((s) => s.region_tags ?? [])),
      categories: topByFrequency(signals.flatMap((s) => (s.category ? [s.category] : []))),
    };
    const body: Recommendations = {
      interests,
      items: recommend(candidates, interests).map((r) => ({ ...r, href: r.type === 'case_study' ? `/case-studies/${r.id}` : `/tactics/${r.id}` })),
    };
    return c.json(body, 200);
  });
}
