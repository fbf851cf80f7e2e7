import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { BehaviorEventData } from '../../../shared/schemas/case-study-content.ts';
import { users } from './auth.ts';
import { createdAt } from './columns.ts';
import { behaviorEventTypeEnum } from './enums.ts';

/** Behaviour analytics; visitors' events have no user. Erasing a user keeps the aggregate. */
export const userBehaviorEvents = pgTable(
  'user_behavior_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    sessionId: text('session_id').notNull(),
    eventType: behaviorEventTypeEnum('event_type').notNull(),
    eventData: jsonb('event_data').$type<BehaviorEventData>().notNull().default({}),
    pageUrl: text('page_url'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [
    index('user_behavior_events_created_at_idx').on(t.createdAt),
    index('user_behavior_events_user_created_at_idx').on(t.userId, t.createdAt),
  ],
);
