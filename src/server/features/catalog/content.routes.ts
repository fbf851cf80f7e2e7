import { landingFiguresSchema } from '#shared/landing.ts';
import { contentFacetsSchema, contentStatsSchema } from '#shared/schemas/content.ts';
import type { AppDeps } from '../../app-context.ts';
import { createRouter, declareRoutes, jsonResponse } from '../../lib/openapi.ts';
import { countContent, countLandingFigures, listFacets } from './content.queries.ts';

const route = declareRoutes({ tags: ['Content'], errors: {} });

const statsRoute = route('get', '/content/stats', 'Published case studies, tactics, covered regions and tactic categories',
  { responses: { 200: jsonResponse('The counts', contentStatsSchema) } });

const facetsRoute = route('get', '/content/facets', 'Region tags and tactic categories to filter the content browser by',
  { responses: { 200: jsonResponse('The facets', contentFacetsSchema) } });

const landingFiguresRoute = route('get', '/content/landing-figures', "The landing page's figures: published case studies, their countries and success stories, members",
  { responses: { 200: jsonResponse('The figures', landingFiguresSchema) } });

export function contentRoutes({ db }: AppDeps) {
  return createRouter()
    .openapi(statsRoute, async (c) => c.json(await countContent(db), 200))
    .openapi(facetsRoute, async (c) => c.json(await listFacets(db), 200))
    .openapi(landingFiguresRoute, async (c) => c.json(await countLandingFigures(db), 200));
}
