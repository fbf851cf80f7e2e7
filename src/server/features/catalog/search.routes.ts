import { createRoute } from '@hono/zod-openapi';
import { searchQuerySchema, searchResultsSchema, type SearchResults } from '#shared/schemas/content.ts';
import type { AppDeps } from '../../app-context.ts';
import { createRouter, errorResponse, jsonResponse, jsonWithParts } from '../../lib/openapi.ts';
import { currentYear } from '../../lib/params.ts';
import { headerSearch } from './header-search.queries.ts';
import { presentTacticCard } from './tactics.presenter.ts';

export const SEARCH_RESULTS_PER_TYPE = 10;

const searchRoute = createRoute({
  method: 'get', path: '/search', tags: ['Search'],
  summary: 'Case studies, tactics and ideas matching the header search box, best match first, with the matched words marked',
  request: { query: searchQuerySchema },
  responses: { 200: jsonResponse('Matches, grouped by type', searchResultsSchema), 400: errorResponse('Empty or too long search text') },
});

export function searchRoutes({ db, search }: AppDeps) {
  return createRouter().openapi(searchRoute, async (c) => {
    const { q } = c.req.valid('query');
    const { studies, tactics, ideas } = await headerSearch(db, search, q, SEARCH_RESULTS_PER_TYPE, currentYear());
    const answer: Omit<SearchResults, 'caseStudies'> = {
      query: q,
      tactics: tactics.rows.map(presentTacticCard),
      caseStudyTotal: studies.total,
      caseStudyTotalCapped: studies.totalCapped,
      tacticTotal: tactics.total,
      ideas: ideas.hits,
      ideaTotal: ideas.total,
    };
    return jsonWithParts<SearchResults>(c, answer, { caseStudies: studies.cardsJson });
  });
}
