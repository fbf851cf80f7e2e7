import { createRoute, z } from '@hono/zod-openapi';
import { slugParamSchema } from '#shared/schemas/academy.ts';
import { buildTemplateListSchema, communityLinkSchema } from '#shared/schemas/build.ts';
import type { AppDeps } from '../../app-context.ts';
import { requireUser } from '../../auth/session.middleware.ts';
import { createRouter, errorResponse, jsonResponse, notSignedIn } from '../../lib/openapi.ts';
import { communityLink, listTemplates, templateFile } from './build.service.ts';

const routes = {
  list: createRoute({ method: 'get', path: '/templates', tags: ['Build'], summary: 'Build templates, Pro ones marked locked for the viewer', responses: { 200: jsonResponse('Templates in order', buildTemplateListSchema) } }),
  download: createRoute({
    method: 'get', path: '/templates/{slug}/download', tags: ['Build'],
    summary: 'Download a template as a file (Pro templates need ALL_COURSES_AND_TEMPLATES)',
    request: { params: slugParamSchema },
    responses: {
      200: { description: 'The file (Markdown or CSV) as an attachment', content: { 'text/plain': { schema: z.string() } } },
      401: errorResponse('A Pro template for a visitor'),
      403: errorResponse('A Pro template without ALL_COURSES_AND_TEMPLATES'),
      404: errorResponse('No template with this slug'),
    },
  }),
  community: createRoute({
    method: 'get', path: '/community/link', tags: ['Build'],
    summary: "The community workspace's address (SKOOL_COMMUNITY); url is null when none is configured",
    responses: { 200: jsonResponse('The address', communityLinkSchema), 401: notSignedIn, 403: errorResponse('Without SKOOL_COMMUNITY') },
  }),
};

export function buildRoutes({ db }: AppDeps) {
  return createRouter()
    .openapi(routes.list, async (c) => c.json(await listTemplates(db, c.get('user')), 200))
    .openapi(routes.download, async (c) => {
      const file = await templateFile(db, c.req.valid('param').slug, c.get('user'));
      return c.text(file.content, 200, {
        'content-type': file.mediaType,
        'content-disposition': `attachment; filename="${file.fileName}"`,
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
      });
    })
    .openapi(routes.community, async (c) => c.json(await communityLink(db, requireUser(c)), 200));
}
