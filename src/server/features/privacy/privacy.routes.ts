import { z } from '@hono/zod-openapi';
import {
  deletionRequestResultSchema,
  deletionRequestSchema,
  privacyConfirmResultSchema,
  privacyConfirmSchema,
  privacyRequestResultSchema,
  privacyRequestSchema,
} from '#shared/schemas/privacy.ts';
import type { AppDeps } from '../../app-context.ts';
import { clientAddress } from '../../auth/client-ip.ts';
import { createEmailLinks } from '../../auth/email-links.ts';
import { requireUser } from '../../auth/session.middleware.ts';
import { createRouter, declareRoutes, errorResponse, jsonBody, jsonResponse, notSignedIn, optionalJsonBody } from '../../lib/openapi.ts';
import { exportMemberData } from './privacy.export.ts';
import { confirmPrivacyRequest, requestAccountDeletion, submitPrivacyRequest } from './privacy.service.ts';

const route = declareRoutes({ tags: ['Privacy'], errors: {} });
const memberRoute = declareRoutes({ tags: ['Privacy'], errors: { 401: notSignedIn } });

const deletionRoute = memberRoute('post', '/me/deletion-request', 'Delete my account: deactivated at once, personal data erased after 7 days (PRODUCT §13)',
  {
    request: { body: optionalJsonBody(deletionRequestSchema) },
    responses: { 202: jsonResponse('The account is deactivated and its erasure scheduled', deletionRequestResultSchema), 400: errorResponse('A reason that is too long') },
  });

const exportRoute = memberRoute('get', '/me/export', 'Download everything Flightdeck keeps about me, as one JSON document',
  { responses: { 200: jsonResponse('The data, as an attachment', z.record(z.string(), z.unknown())) } });

const privacyRequestRoute = route('post', '/privacy-requests', 'Ask for access, correction, deletion or portability; a visitor confirms it from an e-mail',
  {
    request: { body: jsonBody(privacyRequestSchema) },
    responses: {
      201: jsonResponse('Received (a member) or waiting for confirmation (a visitor)', privacyRequestResultSchema),
      400: errorResponse('A missing kind or e-mail, details too long, or the spam trap filled in'),
      429: errorResponse('Too many requests from this client, or e-mails to this address, this hour'),
    },
  });

const confirmRoute = route('post', '/privacy-requests/confirm', 'Confirm a privacy request with the token of its e-mailed link',
  {
    request: { body: jsonBody(privacyConfirmSchema) },
    responses: { 200: jsonResponse('The request is open for staff', privacyConfirmResultSchema), 400: errorResponse('An unknown, used or expired token') },
  });

/** The member's deletion and export, and privacy requests from members and visitors. */
export function privacyRoutes({ db, mailer, config }: AppDeps) {
  const links = createEmailLinks(config.publicUrl, config.trustedOrigins);
  return createRouter()
    .openapi(deletionRoute, async (c) => {
      const user = requireUser(c);
      const body = c.req.header('content-type')?.includes('application/json') ? c.req.valid('json') : {};
      const request = await requestAccountDeletion({ db, mailer }, user, body.reason || null);
      return c.json({ id: request.id, status: 'deactivated' as const, eraseAfter: request.eraseAfter.toISOString() }, 202);
    })
    .openapi(exportRoute, async (c) => {
      const user = requireUser(c);
      const data = await exportMemberData(db, user.id);
      const day = new Date().toISOString().slice(0, 10);
      c.header('content-disposition', `attachment; filename="flightdeck-data-${day}.json"`);
      c.header('cache-control', 'no-store');
      return c.json(data, 200);
    })
    .openapi(privacyRequestRoute, async (c) => {
      const input = c.req.valid('json');
      const origin = links.originFor(c.req.raw);
      const result = await submitPrivacyRequest({ db, mailer, origin }, c.get('user'), input, clientAddress(c, config.trustProxy));
      return c.json(result, 201);
    })
    .openapi(confirmRoute, async (c) => {
      const { token } = c.req.valid('json');
      return c.json(await confirmPrivacyRequest({ db, mailer }, token), 200);
    });
}
