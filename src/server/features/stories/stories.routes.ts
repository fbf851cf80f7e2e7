import { createRoute, z } from '@hono/zod-openapi';
import { storyListQuerySchema, storyListSchema, storyStatusChangeSchema, storySubmissionSchema } from '#shared/schemas/story.ts';
import type { AppDeps } from '../../app-context.ts';
import { authorize } from '../../auth/authorize.ts';
import { clientAddress } from '../../auth/client-ip.ts';
import { requireUser } from '../../auth/session.middleware.ts';
import { createRouter, errorResponse, jsonBody, jsonResponse, notSignedIn } from '../../lib/openapi.ts';
import { idParamSchema } from '../../lib/params.ts';
import { changeStoryStatus, getStories, submitStory } from './stories.service.ts';

const badRequest = { 400: errorResponse('A required field or the terms are missing, or a value is invalid') };
const staffRefusals = {
  401: notSignedIn,
  403: errorResponse('Not staff with ADMIN_CONTENT'),
};

const submitRoute = createRoute({
  method: 'post', path: '/stories', tags: ['Stories'],
  summary: 'Share a startup story (anyone, signed in or not); the founder gets a confirmation e-mail',
  request: { body: jsonBody(storySubmissionSchema) },
  responses: {
    201: jsonResponse('Stored for review', z.object({ id: z.string() })),
    ...badRequest,
    429: errorResponse('Too many stories from this client, or e-mails to this address, this hour'),
  },
});
const listRoute = createRoute({
  method: 'get', path: '/admin/stories', tags: ['Staff'],
  summary: 'Story submissions, newest first, 20 a page: new, handled or all (ADMIN_CONTENT)',
  request: { query: storyListQuerySchema },
  responses: { 200: jsonResponse('A page of stories', storyListSchema), ...badRequest, ...staffRefusals },
});
const statusRoute = createRoute({
  method: 'put', path: '/admin/stories/{id}/status', tags: ['Staff'],
  summary: "Set a story's status, e.g. reviewed once handled (ADMIN_CONTENT); audited",
  request: { params: idParamSchema, body: jsonBody(storyStatusChangeSchema) },
  responses: {
    200: jsonResponse('Changed (or already so)', z.object({ ok: z.literal(true) })),
    ...badRequest,
    ...staffRefusals,
    404: errorResponse('No such story'),
  },
});

export function storyRoutes({ db, mailer, logger, config }: AppDeps) {
  return createRouter()
    .openapi(submitRoute, async (c) =>
      c.json(await submitStory({ db, mailer, logger }, c.req.valid('json'), c.get('user')?.id ?? null, clientAddress(c, config.trustProxy)), 201),
    )
    .openapi(listRoute, async (c) => {
      authorize(requireUser(c), 'ADMIN_CONTENT');
      const { status, page } = c.req.valid('query');
      return c.json(await getStories(db, status, page), 200);
    })
    .openapi(statusRoute, async (c) => {
      const user = requireUser(c);
      authorize(user, 'ADMIN_CONTENT');
      await changeStoryStatus(db, user.id, c.req.valid('param').id, c.req.valid('json').status);
      return c.json({ ok: true as const }, 200);
    });
}
