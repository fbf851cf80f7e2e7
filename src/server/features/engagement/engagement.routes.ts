import { createRoute } from '@hono/zod-openapi';
import type { ItemType } from '#shared/constants.ts';
import { engagementStateSchema, ratingRequestSchema, voteRequestSchema } from '#shared/schemas/engagement.ts';
import type { AppDeps } from '../../app-context.ts';
import { requireUser } from '../../auth/session.middleware.ts';
import { createRouter, errorResponse, jsonBody, jsonResponse, notSignedIn } from '../../lib/openapi.ts';
import { idParamSchema } from '../../lib/params.ts';
import { presentEngagement } from './engagement.presenter.ts';
import { itemKey } from '../../lib/content-items.ts';
import { castVote, getEngagement, rateItem, removeVote, setBookmark } from './engagement.service.ts';

const ITEMS: { kind: ItemType; path: string; tag: string; noun: string }[] = [
  { kind: 'case_study', path: '/case-studies', tag: 'Case studies', noun: 'case study' },
  { kind: 'tactic', path: '/tactics', tag: 'Tactics', noun: 'tactic' },
];

const stateResponse = (description: string) => jsonResponse(description, engagementStateSchema);
const errors = {
  400: errorResponse('The request is not valid'),
  401: notSignedIn,
};

/** The six engagement routes of one kind of item. */
function itemRoutes({ path, tag, noun }: (typeof ITEMS)[number]) {
  const notFoundResponse = { 404: errorResponse(`No published ${noun} with this id`) };
  return {
    engagement: createRoute({
      method: 'get', path: `${path}/{id}/engagement`, tags: [tag],
      summary: `A ${noun}'s votes and ratings, and the viewer's vote, bookmark and rating`,
      request: { params: idParamSchema },
      responses: { 200: stateResponse('The engagement state'), ...notFoundResponse },
    }),
    vote: createRoute({
      method: 'put', path: `${path}/{id}/vote`, tags: [tag],
      summary: `Set the signed-in member's vote on a ${noun} to upvote or downvote (idempotent: sending it again changes nothing)`,
      request: { params: idParamSchema, body: jsonBody(voteRequestSchema) },
      responses: { 200: stateResponse('The new engagement state'), ...errors, ...notFoundResponse },
    }),
    unvote: createRoute({
      method: 'delete', path: `${path}/{id}/vote`, tags: [tag],
      summary: `Remove the signed-in member's vote on a ${noun} (idempotent)`,
      request: { params: idParamSchema },
      responses: { 200: stateResponse('The new engagement state'), 401: errors[401], ...notFoundResponse },
    }),
    bookmark: createRoute({
      method: 'put', path: `${path}/{id}/bookmark`, tags: [tag],
      summary: `Bookmark a ${noun} (idempotent)`,
      request: { params: idParamSchema },
      responses: { 200: stateResponse('The new engagement state'), 401: errors[401], ...notFoundResponse },
    }),
    unbookmark: createRoute({
      method: 'delete', path: `${path}/{id}/bookmark`, tags: [tag],
      summary: `Remove the bookmark of a ${noun} (idempotent)`,
      request: { params: idParamSchema },
      responses: { 200: stateResponse('The new engagement state'), 401: errors[401], ...notFoundResponse },
    }),
    rating: createRoute({
      method: 'put', path: `${path}/{id}/rating`, tags: [tag],
      summary: `Set the signed-in member's 1-5 rating of a ${noun}, with an optional review`,
      request: { params: idParamSchema, body: jsonBody(ratingRequestSchema) },
      responses: { 200: stateResponse('The new engagement state'), ...errors, ...notFoundResponse },
    }),
  };
}

/** Votes, bookmarks and ratings on case studies and tactics. */
export function engagementRoutes({ db }: AppDeps) {
  const router = createRouter();
  for (const item of ITEMS) {
    const routes = itemRoutes(item);
    router
      .openapi(routes.engagement, async (c) => {
        const { id } = c.req.valid('param');
        const viewer = c.get('user');
        return c.json(presentEngagement(await getEngagement(db, itemKey(item.kind, id), viewer?.id ?? null)), 200);
      })
      .openapi(routes.vote, async (c) => {
        const { id } = c.req.valid('param');
        const { voteType } = c.req.valid('json');
        const user = requireUser(c);
        return c.json(presentEngagement(await castVote(db, itemKey(item.kind, id), user.id, voteType)), 200);
      })
      .openapi(routes.unvote, async (c) => {
        const { id } = c.req.valid('param');
        const user = requireUser(c);
        return c.json(presentEngagement(await removeVote(db, itemKey(item.kind, id), user.id)), 200);
      })
      .openapi(routes.bookmark, async (c) => {
        const { id } = c.req.valid('param');
        const user = requireUser(c);
        return c.json(presentEngagement(await setBookmark(db, itemKey(item.kind, id), user.id, true)), 200);
      })
      .openapi(routes.unbookmark, async (c) => {
        const { id } = c.req.valid('param');
        const user = requireUser(c);
        return c.json(presentEngagement(await setBookmark(db, itemKey(item.kind, id), user.id, false)), 200);
      })
      .openapi(routes.rating, async (c) => {
        const { id } = c.req.valid('param');
        const { rating, reviewText } = c.req.valid('json');
        const user = requireUser(c);
        return c.json(presentEngagement(await rateItem(db, itemKey(item.kind, id), user.id, rating, reviewText)), 200);
      });
  }
  return router;
}
