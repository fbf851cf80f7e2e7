import { NOTIFICATIONS_SHOWN } from '#shared/domain/notifications.ts';
import type { Notification, NotificationList } from '#shared/schemas/notifications.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/params.ts';
import { presentNotification } from './notifications.presenter.ts';
import { countUnread, dismiss, findNotification, listNotifications, listNotificationsAfter, markRead } from './notifications.queries.ts';

const notificationNotFound = () => notFound('Notification not found');

export async function getNotifications(db: Database, userId: string): Promise<NotificationList> {
  const [rows, unreadCount] = await Promise.all([listNotifications(db, userId, NOTIFICATIONS_SHOWN), countUnread(db, userId)]);
  return { items: rows.map(presentNotification), unreadCount };
}

/** Marking a notification read twice is not an error; someone else's is not found. */
export async function readNotification(db: Database, userId: string, id: string) {
  if (!isUuid(id) || !(await findNotification(db, userId, id))) throw notificationNotFound();
  await markRead(db, userId, id);
  return { unreadCount: await countUnread(db, userId) };
}

export async function readAllNotifications(db: Database, userId: string) {
  await markRead(db, userId);
  return { unreadCount: await countUnread(db, userId) };
}

export async function dismissNotification(db: Database, userId: string, id: string) {
  if (!isUuid(id) || !(await dismiss(db, userId, id))) throw notificationNotFound();
  return { unreadCount: await countUnread(db, userId) };
}

/** One notification as the member's stream sends it; null when it is not theirs (any more). */
export async function notificationFor(db: Database, userId: string, id: string): Promise<Notification | null> {
  const row = await findNotification(db, userId, id);
  return row ? presentNotification(row) : null;
}

/** What a stream resuming after `lastEventId` missed, oldest first. */
export async function notificationsAfter(db: Database, userId: string, lastEventId: string): Promise<Notification[]> {
  if (!isUuid(lastEventId)) return [];
  return (await listNotificationsAfter(db, userId, lastEventId, NOTIFICATIONS_SHOWN)).map(presentNotification);
}
