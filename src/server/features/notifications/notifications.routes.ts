import { z } from '@hono/zod-openapi';
import { notificationListSchema, STREAM_READY_EVENT, unreadCountSchema } from '#shared/schemas/notifications.ts';
import type { AppDeps } from '../../app-context.ts';
import { requireSession, requireUser, sessionIsOpen } from '../../auth/session.middleware.ts';
import { createRouter, declareRoutes, errorResponse, jsonResponse, notSignedIn } from '../../lib/openapi.ts';
import { idParamSchema } from '../../lib/params.ts';
import type { RealtimeEvent } from '../../realtime/publish.ts';
import { HEARTBEAT_FRAME, openEventStream, sseFrame } from '../../lib/event-stream.ts';
import { createNotificationReader, encodeNotification, type EncodedNotification } from './notifications.reader.ts';
import { dismissNotification, getNotifications, notificationsAfter, notificationsFor, readAllNotifications, readNotification } from './notifications.service.ts';

/** A comment line this often keeps proxies from closing an idle stream. */
const HEARTBEAT_MS = 15_000;
/** How long a browser waits before reconnecting a dropped stream. */
const RECONNECT_MS = 3_000;
/** The longest delay a timer takes (about 24 days); a session lasting longer ends its stream then, and the browser reconnects. */
const MAX_TIMER_MS = 2 ** 31 - 1;
/** Ids a stream remembers having sent, so a notification both replayed and announced is sent once. */
const SENT_REMEMBERED = 64;

const tags = ['Notifications'];
const unreadResponse = (description: string) => jsonResponse(description, unreadCountSchema);
const route = declareRoutes({ tags, errors: { 401: notSignedIn } });
/** A route about one of the member's notifications. */
const ownRoute = declareRoutes({ tags, errors: { 401: notSignedIn, 404: errorResponse('No such notification of the signed-in member') } });

const listRoute = route('get', '/me/notifications', "The signed-in member's 20 newest notifications and their unread count",
  { responses: { 200: jsonResponse('Notifications, newest first', notificationListSchema) } });
const readRoute = ownRoute('post', '/me/notifications/{id}/read', 'Mark one notification read',
  { request: { params: idParamSchema }, responses: { 200: unreadResponse('The unread count after it') } });
const readAllRoute = route('post', '/me/notifications/read-all', 'Mark every notification read',
  { responses: { 200: unreadResponse('The unread count after it (0)') } });
const dismissRoute = ownRoute('delete', '/me/notifications/{id}', 'Dismiss a notification: it is no longer listed or counted',
  { request: { params: idParamSchema }, responses: { 200: unreadResponse('The unread count after it') } });
const streamRoute = route('get', '/events', "Server-sent events: the signed-in member's new notifications as they arrive (resumes after Last-Event-ID)",
  {
    request: { headers: z.object({ 'last-event-id': z.string().optional() }) },
    responses: { 200: { description: 'An endless text/event-stream', content: { 'text/event-stream': { schema: z.string() } } } },
  });

export function notificationRoutes({ db, realtime }: AppDeps) {
  // A burst of announcements is read in one query, each notification once for all of a member's tabs.
  const readAnnounced = createNotificationReader((wanted) => notificationsFor(db, wanted));
  return createRouter()
    .openapi(listRoute, async (c) => c.json(await getNotifications(db, requireUser(c).id), 200))
    .openapi(readAllRoute, async (c) => c.json(await readAllNotifications(db, requireUser(c).id), 200))
    .openapi(readRoute, async (c) => c.json(await readNotification(db, requireUser(c).id, c.req.valid('param').id), 200))
    .openapi(dismissRoute, async (c) => c.json(await dismissNotification(db, requireUser(c).id, c.req.valid('param').id), 200))
    .openapi(streamRoute, (c) => {
      const userId = requireUser(c).id;
      const session = requireSession(c);
      const lastEventId = c.req.valid('header')['last-event-id'];
      let unsubscribe: () => void = () => undefined;
      // A comment line now and then, so proxies keep an idle stream open.
      const heartbeat = setInterval(() => stream.send(HEARTBEAT_FRAME), HEARTBEAT_MS);
      heartbeat.unref();
      // The stream ends with its session: when it expires, or when it is deleted (the hub hears of it).
      const expiry = setTimeout(() => stream.close(), Math.min(Math.max(session.expiresAt.getTime() - Date.now(), 0), MAX_TIMER_MS));
      expiry.unref();
      const stream = openEventStream(() => {
        clearInterval(heartbeat);
        clearTimeout(expiry);
        unsubscribe();
      });
      const sent: string[] = [];
      const write = (item: EncodedNotification) => {
        if (stream.closed || sent.includes(item.id)) return;
        sent.push(item.id);
        if (sent.length > SENT_REMEMBERED) sent.shift();
        stream.send(item.frame);
      };
      // Events arriving while the missed ones are replayed wait here, so the order holds.
      let queue: Promise<void> = Promise.resolve();
      const deliver = (event: RealtimeEvent) => {
        // Read now, together with the other tabs and announcements; written in order.
        const reading = readAnnounced(event);
        reading.catch(() => undefined);
        queue = queue
          .then(async () => {
            const item = await reading;
            if (item) write(item);
          })
          .catch(() => stream.close());
      };
      if (realtime) unsubscribe = realtime.subscribe(userId, { sessionId: session.id, send: deliver, close: () => stream.close() });
      // A session that ended after this request read it, before the stream subscribed, was announced to no stream.
      queue = queue
        .then(async () => {
          if (!(await sessionIsOpen(db, session.id))) stream.close();
        })
        .catch(() => stream.close());
      // "ready" once subscribed: the web re-reads the list then, covering whatever came before.
      stream.send(sseFrame({ event: STREAM_READY_EVENT, data: '{}', retry: RECONNECT_MS }));
      if (lastEventId) {
        queue = queue
          .then(async () => {
            for (const item of await notificationsAfter(db, userId, lastEventId)) write(encodeNotification(item));
          })
          .catch(() => stream.close());
      }
      return c.body(stream.body, 200, {
        'Content-Type': 'text/event-stream',
        // One member's notifications: no cache keeps them; no proxy rewrites the stream.
        'Cache-Control': 'private, no-store, no-transform',
        // Tells nginx-style proxies not to buffer the stream.
        'X-Accel-Buffering': 'no',
      });
    });
}
