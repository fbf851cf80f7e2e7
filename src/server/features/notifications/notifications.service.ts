import { NOTIFICATIONS_SHOWN } from '#shared/domain/notifications.ts';
import type { Notification, NotificationList } from '#shared/schemas/notifications.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/params.ts';
import { presentNotification } from './notifications.presenter.ts';
import { countUnread, dismiss, findNotification, findNotificationsOf, listNotifications, listNotificationsAfter, markRead } from './notifications.queries.ts';

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

/** Several members' new notifications as their streams send them, by id; absent when not visible (any more). */
export async function notificationsFor(db: Database, wanted: readonly { id: string; targetId: string }[]): Promise<Map<string, Notification>> {
  if (wanted.length === 0) return new Map();
  return new Map((await findNotificationsOf(db, wanted)).map((row) => [row.id, presentNotification(row)]));
}

/** What a stream resuming after `lastEventId` missed, oldest first. */
export async function notificationsAfter(db: Database, userId: string, lastEventId: string): Promise<Notification[]> {
  if (!isUuid(lastEventId)) return [];
  return (await listNotificationsAfter(db, userId, lastEventId, NOTIFICATIONS_SHOWN)).map(presentNotification);
}
