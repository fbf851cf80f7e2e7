import { companyContactSchema, enquiryResultSchema, enquirySchema, reachSchema } from '#shared/schemas/privacy.ts';
import type { AppDeps } from '../../app-context.ts';
import { clientAddress } from '../../auth/client-ip.ts';
import { createRouter, declareRoutes, errorResponse, jsonBody, jsonResponse } from '../../lib/openapi.ts';
import { readSiteSettings } from '../../settings/site-settings.ts';
import { countReach, submitEnquiry } from './enquiries.service.ts';

const route = declareRoutes({ tags: ['Company'], errors: {} });

const enquiryRoute = route('post', '/enquiries', 'Send a message from the contact or the advertising form (stored and e-mailed to support)',
  {
    request: { body: jsonBody(enquirySchema) },
    responses: {
      201: jsonResponse('Received', enquiryResultSchema),
      400: errorResponse('A missing or too long field, an unknown package, or the spam trap filled in'),
      429: errorResponse('Too many messages from this address this hour'),
    },
  });

const reachRoute = route('get', '/company/reach', "The advertising page's reach: members, published case studies, discussions, page views in 30 days",
  { responses: { 200: jsonResponse('The figures', reachSchema) } });

const contactRoute = route('get', '/company/contact', 'The support e-mail address, company name and postal address (site settings)',
  { responses: { 200: jsonResponse('The addresses', companyContactSchema) } });

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
