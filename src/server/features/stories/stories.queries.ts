import { count, desc, eq, ne } from 'drizzle-orm';
import type { StorySubmissionStatus } from '#shared/constants.ts';
import type { StorySubmission } from '#shared/schemas/story.ts';
import type { Database } from '../../db/client.ts';
import { storySubmissions } from '../../db/schema/submissions.ts';

export type StoryRow = typeof storySubmissions.$inferSelect;
type Filter = 'new' | 'handled' | 'all';

const filterCondition = (filter: Filter) =>
  filter === 'new' ? eq(storySubmissions.status, 'new') : filter === 'handled' ? ne(storySubmissions.status, 'new') : undefined;

export async function insertStory(db: Database, story: StorySubmission, userId: string | null) {
  const [row] = await db
    .insert(storySubmissions)
    .values({ ...story, userId })
    .returning({ id: storySubmissions.id });
  return row!.id;
}

export async function listStories(db: Database, filter: Filter, limit: number, offset: number) {
  const where = filterCondition(filter);
  const [rows, [total]] = await Promise.all([
    db.select().from(storySubmissions).where(where).orderBy(desc(storySubmissions.createdAt), storySubmissions.id).limit(limit).offset(offset),
    db.select({ n: count() }).from(storySubmissions).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The story's status, locked until the transaction ends; undefined when there is no such story. */
export async function lockStoryStatus(tx: Pick<Database, 'select'>, id: string): Promise<StorySubmissionStatus | undefined> {
  const [row] = await tx.select({ status: storySubmissions.status }).from(storySubmissions).where(eq(storySubmissions.id, id)).for('update');
  return row?.status;
}

export async function setStoryStatus(tx: Pick<Database, 'update'>, id: string, status: StorySubmissionStatus) {
  await tx.update(storySubmissions).set({ status, updatedAt: new Date() }).where(eq(storySubmissions.id, id));
}
