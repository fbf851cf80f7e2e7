import { createRoute } from '@hono/zod-openapi';
import { companyContactSchema, enquiryResultSchema, enquirySchema, reachSchema } from '#shared/schemas/privacy.ts';
import type { AppDeps } from '../../app-context.ts';
import { clientAddress } from '../../auth/client-ip.ts';
import { createRouter, errorResponse, jsonBody, jsonResponse } from '../../lib/openapi.ts';
import { readSiteSettings } from '../../settings/site-settings.ts';
import { countReach, submitEnquiry } from './enquiries.service.ts';

const enquiryRoute = createRoute({
  method: 'post', path: '/enquiries', tags: ['Company'],
  summary: 'Send a message from the contact or the advertising form (stored and e-mailed to support)',
  request: { body: jsonBody(enquirySchema) },
  responses: {
    201: jsonResponse('Received', enquiryResultSchema),
    400: errorResponse('A missing or too long field, an unknown package, or the spam trap filled in'),
    429: errorResponse('Too many messages from this address this hour'),
  },
});

const reachRoute = createRoute({
  method: 'get', path: '/company/reach', tags: ['Company'],
  summary: "The advertising page's reach: members, published case studies, discussions, page views in 30 days",
  responses: { 200: jsonResponse('The figures', reachSchema) },
});

const contactRoute = createRoute({
  method: 'get', path: '/company/contact', tags: ['Company'],
  summary: 'The support e-mail address, company name and postal address (site settings)',
  responses: { 200: jsonResponse('The addresses', companyContactSchema) },
});

/** The contact and advertising forms, and the reach figures of the advertising page. */
export function enquiryRoutes({ db, mailer, config }: AppDeps) {
  return createRouter()
    .openapi(enquiryRoute, async (c) => {
      await submitEnquiry({ db, mailer }, c.req.valid('json'), clientAddress(c, config.trustProxy));
      return c.json({ status: 'received' as const }, 201);
    })
    .openapi(reachRoute, async (c) => c.json(await countReach(db), 200))
    .openapi(contactRoute, async (c) => {
      const { supportEmail, companyName, companyAddress } = await readSiteSettings(db);
      return c.json({ supportEmail, companyName, companyAddress }, 200);
    });
}
