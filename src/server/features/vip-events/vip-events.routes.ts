import { adminVipEventListSchema, adminVipEventSchema, rsvpSchema, vipEventListSchema, vipEventSchema, vipEventViewSchema } from '#shared/schemas/vip-events.ts';
import type { AppDeps } from '../../app-context.ts';
import { requireUser } from '../../auth/session.middleware.ts';
import { createRouter, declareRoutes, errorResponse, jsonBody, jsonResponse, notSignedIn, optionalJsonBody } from '../../lib/openapi.ts';
import { idParamSchema } from '../../lib/params.ts';
import { cancelRsvp, changeVipEvent, createVipEvent, listAdminEvents, listVipEvents, rsvpToEvent } from './vip-events.service.ts';

// Under /vip-events: /events is the notification stream (server-sent events).
const tags = ['VIP events'];
const staff = { 401: notSignedIn, 403: errorResponse('ADMIN_ACCESS_REQUIRED: staff who publish content') };
const route = declareRoutes({ tags, errors: {} });
const memberRoute = declareRoutes({ tags, errors: { 401: notSignedIn } });
const adminRoute = declareRoutes({ tags, errors: staff });

const routes = {
  list: route('get', '/vip-events', "Upcoming and past VIP events and workshops; the join link and the place only for members with a place",
    { responses: { 200: jsonResponse('Events', vipEventListSchema) } }),
  rsvp: memberRoute('put', '/vip-events/{id}/rsvp', 'Take a place (Legacy Founder); when the event is full, join the waitlist if asked to',
    {
      request: { params: idParamSchema, body: optionalJsonBody(rsvpSchema) },
      responses: {
        200: jsonResponse('The event with the member’s reply', vipEventViewSchema),
        403: errorResponse('FEATURE_LOCKED: VIP events come with Legacy Founder'),
        404: errorResponse('No such event'),
        409: errorResponse('The event is full (details.waitlist: a place on the waitlist can be asked for) or has started'),
      },
    }),
  cancel: memberRoute('delete', '/vip-events/{id}/rsvp', 'Give up a place or leave the waitlist; a freed place goes to the first member waiting',
    { request: { params: idParamSchema }, responses: { 200: jsonResponse('The event', vipEventViewSchema), 404: errorResponse('No such event'), 409: errorResponse('The event has started') } }),
  adminList: adminRoute('get', '/admin/vip-events', 'Every event with places taken and waitlisted',
    { responses: { 200: jsonResponse('Events', adminVipEventListSchema) } }),
  create: adminRoute('post', '/admin/vip-events', 'Create an event (times are wall times in its time zone)',
    { request: { body: jsonBody(vipEventSchema) }, responses: { 201: jsonResponse('The event', adminVipEventSchema), 400: errorResponse('A field is missing or wrong') } }),
  update: adminRoute('put', '/admin/vip-events/{id}', 'Change an event; places added go to the waitlist',
    {
      request: { params: idParamSchema, body: jsonBody(vipEventSchema) },
      responses: { 200: jsonResponse('The event', adminVipEventSchema), 400: errorResponse('A field is wrong, or capacity below the places taken'), 404: errorResponse('No such event') },
    }),
};

export function vipEventRoutes({ db }: AppDeps) {
  return createRouter()
    .openapi(routes.list, async (c) => c.json(await listVipEvents(db, c.get('user')), 200))
    .openapi(routes.rsvp, async (c) => {
      const user = requireUser(c);
      const body = c.req.header('content-type')?.includes('application/json') ? c.req.valid('json') : {};
      return c.json(await rsvpToEvent(db, user, c.req.valid('param').id, body ?? {}), 200);
    })
    .openapi(routes.cancel, async (c) => c.json(await cancelRsvp(db, requireUser(c), c.req.valid('param').id), 200))
    .openapi(routes.adminList, async (c) => c.json(await listAdminEvents(db, requireUser(c)), 200))
    .openapi(routes.create, async (c) => c.json(await createVipEvent(db, requireUser(c), c.req.valid('json')), 201))
    .openapi(routes.update, async (c) => c.json(await changeVipEvent(db, requireUser(c), c.req.valid('param').id, c.req.valid('json')), 200));
}
