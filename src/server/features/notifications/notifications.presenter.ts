import { actorName, describeNotification } from '#shared/domain/notifications.ts';
import type { Notification } from '#shared/schemas/notifications.ts';
import type { NotificationRow } from './notifications.queries.ts';

export function presentNotification(row: NotificationRow): Notification {
  const name = actorName(row.actorProfile);
  const { type, title, message } = describeNotification(row.actionType, name, row.actionMetadata);
  return {
    id: row.id,
    type,
    actionType: row.actionType,
    title,
    message,
    read: row.readAt !== null,
    data: row.actionMetadata,
    createdAt: row.createdAt.toISOString(),
    actor: { displayName: name, avatarUrl: row.actorProfile?.avatarUrl ?? null },
  };
}
