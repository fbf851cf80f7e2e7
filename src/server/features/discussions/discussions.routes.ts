import { createRoute } from '@hono/zod-openapi';
import type { ItemType } from '#shared/constants.ts';
import {
  discussionCreateSchema,
  discussionListQuerySchema,
  discussionEntrySchema,
  discussionListSchema,
  discussionUpvoteResultSchema,
} from '#shared/schemas/discussions.ts';
import type { AppDeps } from '../../app-context.ts';
import { requireUser } from '../../auth/session.middleware.ts';
import { createRouter, errorResponse, jsonBody, jsonResponse, notSignedIn } from '../../lib/openapi.ts';
import { idParamSchema } from '../../lib/params.ts';
import { presentDiscussionEntry, presentDiscussionList } from './discussions.presenter.ts';
import { itemKey } from '../../lib/content-items.ts';
import { listDiscussions, postDiscussion, toggleDiscussionUpvote } from './discussions.service.ts';

const ITEMS: { kind: ItemType; path: string; tag: string; noun: string }[] = [
  { kind: 'case_study', path: '/case-studies', tag: 'Case studies', noun: 'case study' },
  { kind: 'tactic', path: '/tactics', tag: 'Tactics', noun: 'tactic' },
];

function itemRoutes({ path, tag, noun }: (typeof ITEMS)[number]) {
  const notFoundResponse = { 404: errorResponse(`No published ${noun} with this id, or no such discussion to reply to`) };
  return {
    list: createRoute({
      method: 'get', path: `${path}/{id}/discussions`, tags: [tag, 'Discussions'],
      summary: `Discussions on a ${noun}: a page of them newest first (keyset: ?before=nextCursor), each with its replies oldest first`,
      request: { params: idParamSchema, query: discussionListQuerySchema },
      responses: {
        200: jsonResponse('The discussions', discussionListSchema),
        400: errorResponse('A limit or page cursor that is not allowed'),
        ...notFoundResponse,
      },
    }),
    create: createRoute({
      method: 'post', path: `${path}/{id}/discussions`, tags: [tag, 'Discussions'],
      summary: `Start a discussion on a ${noun} ({ title, body }) or reply to one ({ body, parentId })`,
      request: { params: idParamSchema, body: jsonBody(discussionCreateSchema) },
      responses: {
        201: jsonResponse('The new discussion or reply', discussionEntrySchema),
        400: errorResponse('Missing or too long title or message, or a reply to a reply'),
        401: notSignedIn,
        ...notFoundResponse,
      },
    }),
  };
}

const upvoteRoute = createRoute({
  method: 'post', path: '/discussions/{id}/upvote', tags: ['Discussions'],
  summary: "Toggle the signed-in member's upvote on a discussion or reply (one per member)",
  request: { params: idParamSchema },
  responses: {
    200: jsonResponse('The new upvote count and whether the member now upvotes it', discussionUpvoteResultSchema),
    401: notSignedIn,
    404: errorResponse('No such discussion on a published item'),
  },
});

/** Threaded discussions on case studies and tactics, and discussion upvotes. */
export function discussionRoutes({ db }: AppDeps) {
  const router = createRouter();
  for (const item of ITEMS) {
    const routes = itemRoutes(item);
    router
      .openapi(routes.list, async (c) => {
        const { id } = c.req.valid('param');
        const viewer = c.get('user');
        const page = c.req.valid('query');
        return c.json(presentDiscussionList(await listDiscussions(db, itemKey(item.kind, id), viewer?.id ?? null, page)), 200);
      })
      .openapi(routes.create, async (c) => {
        const { id } = c.req.valid('param');
        const input = c.req.valid('json');
        const user = requireUser(c);
        const row = await postDiscussion(db, itemKey(item.kind, id), user, { ...input, body: input.body ?? '' });
        return c.json(presentDiscussionEntry(row), 201);
      });
  }
  router.openapi(upvoteRoute, async (c) => {
    const { id } = c.req.valid('param');
    const user = requireUser(c);
    return c.json(await toggleDiscussionUpvote(db, id, user.id), 200);
  });
  return router;
}
