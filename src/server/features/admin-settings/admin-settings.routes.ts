import { createRoute } from '@hono/zod-openapi';
import type { AppDeps } from '../../app-context.ts';
import { authorize } from '../../auth/authorize.ts';
import { requireUser } from '../../auth/session.middleware.ts';
import { createRouter, errorResponse, jsonBody, jsonResponse, notSignedIn } from '../../lib/openapi.ts';
import { readSiteSettings, saveSiteSettings, siteSettingsSchema } from '../../settings/site-settings.ts';

const settingsResponse = (description: string) => jsonResponse(description, siteSettingsSchema);
const refusals = {
  401: notSignedIn,
  403: errorResponse('Not a super_admin (ADMIN_SETTINGS)'),
};

const getRoute = createRoute({
  method: 'get', path: '/admin/settings', tags: ['Staff'],
  summary: 'The site settings in force: saved values over configuration (ADMIN_SETTINGS)',
  responses: { 200: settingsResponse('The settings'), ...refusals },
});
const putRoute = createRoute({
  method: 'put', path: '/admin/settings', tags: ['Staff'],
  summary: 'Change any of the site settings; every change is audited (ADMIN_SETTINGS)',
  request: { body: jsonBody(siteSettingsSchema.partial()) },
  responses: { 200: settingsResponse('The settings after the change'), 400: errorResponse('An invalid value'), ...refusals },
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
