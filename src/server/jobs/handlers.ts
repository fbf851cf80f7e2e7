import { analyticsPruneHandler } from '../features/analytics/analytics.handler.ts';
import { notificationHandler, submissionNotificationHandler } from '../features/notifications/notifications.handler.ts';
import type { EventHandler } from './worker.ts';

/** Every effect of events. */
export const EVENT_HANDLERS: readonly EventHandler[] = [notificationHandler, submissionNotificationHandler, analyticsPruneHandler];
