import { notificationHandler } from '../features/notifications/notifications.handler.ts';
import { renewalsHandler } from '../features/billing/billing.renewals.ts';
import type { EventHandler } from './worker.ts';

/** Every effect of events. XP, quests and achievements join as further handlers. */
export const EVENT_HANDLERS: readonly EventHandler[] = [notificationHandler, renewalsHandler];
