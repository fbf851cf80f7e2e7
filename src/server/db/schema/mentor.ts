import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { MentorAnswerMode, MentorSource } from '#shared/schemas/mentor.ts';
import { cascadeRef, createdAt, defaultsToNow, id } from './columns.ts';
import { memberRef } from './member-columns.ts';

// Leo, the AI mentor (decision 059): a member's conversations, their messages, and the questions
// asked per UTC day (the daily limit; deleting a conversation gives no questions back).


export const mentorConversations = pgTable(
  'mentor_conversations',
  {
    id: id(),
    userId: memberRef('user_id'),
    /** The first question, shortened. */
    title: text('title').notNull(),
    createdAt: createdAt(),
    /** The latest message's time: the list shows the latest conversation first. */
    updatedAt: defaultsToNow('updated_at'),
  },
  (t) => [index('mentor_conversations_user_updated_idx').on(t.userId, t.updatedAt)],
);

export const mentorMessages = pgTable(
  'mentor_messages',
  {
    id: id(),
    conversationId: cascadeRef('conversation_id', () => mentorConversations.id),
    role: text('role').$type<'member' | 'leo'>().notNull(),
    content: text('content').notNull(),
    /** Leo's answers: the case studies and tactics cited, in citation order, as they were shown. */
    sources: jsonb('sources').$type<MentorSource[]>().notNull().default([]),
    mode: text('mode').$type<MentorAnswerMode>(),
    createdAt: createdAt(),
  },
  (t) => [
    check('mentor_messages_role_check', sql`${t.role} in ('member', 'leo')`),
    check('mentor_messages_mode_check', sql`${t.mode} is null or ${t.mode} in ('generated', 'sources_only')`),
    index('mentor_messages_conversation_created_idx').on(t.conversationId, t.createdAt),
  ],
);

/** Questions a member asked Leo on a UTC day, counted under the member's advisory lock. */
export const mentorQuestionDays = pgTable(
  'mentor_question_days',
  {
    userId: memberRef('user_id'),
    day: date('day').notNull(),
    questions: integer('questions').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);
