import { z } from 'zod';
import { NOTIFICATION_TYPES } from '../constants.ts';

export const notificationSchema = z.object({
  id: z.string(),
  /** vote, rating, discussion or follow; null for an action type without its own wording. */
  type: z.enum(NOTIFICATION_TYPES).nullable(),
  actionType: z.string(),
  title: z.string(),
  message: z.string(),
  read: z.boolean(),
  /** What the notification is about: caseStudyId, tacticId, discussionId, title... */
  data: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  actor: z.object({ displayName: z.string(), avatarUrl: z.string().nullable() }),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.object({
  items: z.array(notificationSchema),
  /** Unread notifications not dismissed, all of them (the list shows at most 20). */
  unreadCount: z.number().int().min(0),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const unreadCountSchema = z.object({ unreadCount: z.number().int().min(0) });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

/** The server-sent event carrying one new notification. */
export const NOTIFICATION_STREAM_EVENT = 'notification';
/** The first event of every (re)connected stream. */
export const STREAM_READY_EVENT = 'ready';
