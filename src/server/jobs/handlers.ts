import { earlyAdopterHandler, progressHandler } from '../features/progress/progress.handler.ts';
import { notificationHandler } from '../features/notifications/notifications.handler.ts';
import { pruneEventsHandler } from './prune.ts';
import type { EventHandler } from './worker.ts';

/** Every effect of events. */
export const EVENT_HANDLERS: readonly EventHandler[] = [notificationHandler, progressHandler, earlyAdopterHandler, pruneEventsHandler];
