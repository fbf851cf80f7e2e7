import { analyticsPruneHandler } from '../features/analytics/analytics.handler.ts';
import { notificationHandler } from '../features/notifications/notifications.handler.ts';
import { accountErasureHandler } from '../features/privacy/privacy.handler.ts';
import type { EventHandler } from './worker.ts';

/** Every effect of events. XP, quests and achievements join as further handlers. */
export const EVENT_HANDLERS: readonly EventHandler[] = [notificationHandler, analyticsPruneHandler, accountErasureHandler];
