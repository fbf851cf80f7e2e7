import { asc, eq, sql } from 'drizzle-orm';
import type { QuestCreate, QuestUpdateInput } from '#shared/schemas/progress.ts';
import type { Database } from '../../db/client.ts';
import { quests } from '../../db/schema/gamification.ts';

export type QuestRow = typeof quests.$inferSelect;

export function listQuests(db: Pick<Database, 'select'>) {
  return db.select().from(quests).orderBy(asc(quests.createdAt), asc(quests.id));
}

export async function insertQuest(db: Pick<Database, 'insert'>, input: QuestCreate): Promise<QuestRow> {
  const [row] = await db.insert(quests).values(input).returning();
  if (!row) throw new Error('quest not created');
  return row;
}

export async function updateQuest(db: Pick<Database, 'update'>, id: string, input: QuestUpdateInput): Promise<QuestRow | undefined> {
  const [row] = await db
    .update(quests)
    .set({ ...input, updatedAt: sql`now()` })
    .where(eq(quests.id, id))
    .returning();
  return row;
}
