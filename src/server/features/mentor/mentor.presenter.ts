import type { MentorConversationSummary, MentorMessage } from '#shared/schemas/mentor.ts';
import type { ConversationRow, MessageRow } from './mentor.queries.ts';

export const presentConversation = (row: ConversationRow): MentorConversationSummary => ({
  id: row.id,
  title: row.title,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const presentMessage = (row: MessageRow): MentorMessage => ({
  id: row.id,
  role: row.role,
  content: row.content,
  sources: row.sources,
  mode: row.mode ?? null,
  createdAt: row.createdAt.toISOString(),
});
