import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { MentorAnswerMode, MentorSource } from '#shared/schemas/mentor.ts';
import type { Database } from '../../db/client.ts';
import { mentorConversations, mentorMessages, mentorQuestionDays } from '../../db/schema/mentor.ts';

type Db = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

export type ConversationRow = typeof mentorConversations.$inferSelect;
export type MessageRow = typeof mentorMessages.$inferSelect;

export const listConversations = (db: Db, userId: string) =>
  db.select().from(mentorConversations).where(eq(mentorConversations.userId, userId)).orderBy(desc(mentorConversations.updatedAt), desc(mentorConversations.id));

export async function findConversation(db: Db, id: string): Promise<ConversationRow | null> {
  const [row] = await db.select().from(mentorConversations).where(eq(mentorConversations.id, id));
  return row ?? null;
}

export const conversationMessages = (db: Db, conversationId: string) =>
  db.select().from(mentorMessages).where(eq(mentorMessages.conversationId, conversationId)).orderBy(asc(mentorMessages.createdAt), desc(mentorMessages.role));

export async function createConversation(db: Db, userId: string, title: string): Promise<ConversationRow> {
  const [row] = await db.insert(mentorConversations).values({ userId, title }).returning();
  return row!;
}

/** Marks the conversation as the member's latest. */
export async function touchConversation(db: Db, id: string): Promise<ConversationRow> {
  const [row] = await db.update(mentorConversations).set({ updatedAt: sql`now()` }).where(eq(mentorConversations.id, id)).returning();
  return row!;
}

export async function insertMessage(
  db: Db,
  message: { conversationId: string; role: 'member' | 'leo'; content: string; sources?: MentorSource[]; mode?: MentorAnswerMode | null },
): Promise<MessageRow> {
  const [row] = await db.insert(mentorMessages).values(message).returning();
  return row!;
}

export async function deleteConversation(db: Db, id: string): Promise<void> {
  await db.delete(mentorConversations).where(eq(mentorConversations.id, id));
}

export async function questionsOn(db: Db, userId: string, day: string): Promise<number> {
  const [row] = await db
    .select({ questions: mentorQuestionDays.questions })
    .from(mentorQuestionDays)
    .where(and(eq(mentorQuestionDays.userId, userId), eq(mentorQuestionDays.day, day)));
  return row?.questions ?? 0;
}

export async function countQuestion(db: Db, userId: string, day: string): Promise<void> {
  await db
    .insert(mentorQuestionDays)
    .values({ userId, day, questions: 1 })
    .onConflictDoUpdate({ target: [mentorQuestionDays.userId, mentorQuestionDays.day], set: { questions: sql`${mentorQuestionDays.questions} + 1` } });
}
