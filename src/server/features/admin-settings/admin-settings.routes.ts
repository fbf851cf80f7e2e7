import { createRoute } from '@hono/zod-openapi';
import type { AppDeps } from '../../app-context.ts';
import { authorize } from '../../auth/authorize.ts';
import { requireUser } from '../../auth/session.middleware.ts';
import { createRouter, errorResponseSchema } from '../../lib/openapi.ts';
import { readSiteSettings, saveSiteSettings, siteSettingsSchema } from '../../settings/site-settings.ts';

const settingsResponse = (description: string) => ({ description, content: { 'application/json': { schema: siteSettingsSchema } } });
const refusals = {
  401: { description: 'Not signed in', ...errorResponseSchema },
  403: { description: 'Not a super_admin (ADMIN_SETTINGS)', ...errorResponseSchema },
};

const getRoute = createRoute({
  method: 'get',
  path: '/admin/settings',
  tags: ['Staff'],
  summary: 'The site settings in force: saved values over configuration (ADMIN_SETTINGS)',
  responses: { 200: settingsResponse('The settings'), ...refusals },
});
const putRoute = createRoute({
  method: 'put',
  path: '/admin/settings',
  tags: ['Staff'],
  summary: 'Change any of the site settings; every change is audited (ADMIN_SETTINGS)',
  request: { body: { content: { 'application/json': { schema: siteSettingsSchema.partial() } }, required: true } },
  responses: { 200: settingsResponse('The settings after the change'), 400: { description: 'An invalid value', ...errorResponseSchema }, ...refusals },
});

export function adminSettingsRoutes({ db }: AppDeps) {
  return createRouter()
    .openapi(getRoute, async (c) => {
      authorize(requireUser(c), 'ADMIN_SETTINGS');
      return c.json(await readSiteSettings(db), 200);
    })
    .openapi(putRoute, async (c) => {
      const user = requireUser(c);
      authorize(user, 'ADMIN_SETTINGS');
      return c.json(await saveSiteSettings(db, user.id, c.req.valid('json')), 200);
    });
}
