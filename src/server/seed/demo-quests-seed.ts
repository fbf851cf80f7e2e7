import { count } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { quests } from '../db/schema/gamification.ts';

/** The daily quests of a fresh install (PRODUCT §10's examples); staff change them at /admin/quests. */
export const DEMO_QUESTS = [
  { title: 'Read 3 case studies', description: 'Read three case studies today.', questType: 'read', targetCount: 3, xpReward: 30 },
  { title: 'Cast 5 votes', description: 'Vote on five case studies, tactics or discussions today.', questType: 'vote', targetCount: 5, xpReward: 20 },
  { title: 'Join a discussion', description: 'Start a discussion or reply to one today.', questType: 'discuss', targetCount: 1, xpReward: 25 },
  { title: 'Rate 2 items', description: 'Rate two case studies or tactics today.', questType: 'rate', targetCount: 2, xpReward: 20 },
] as const;

/** Loads the demo quests, only into a database without any quest. */
export async function seedDemoQuests(db: Database): Promise<boolean> {
  const [existing] = await db.select({ value: count() }).from(quests);
  if ((existing?.value ?? 0) > 0) return false;
  await db.insert(quests).values(DEMO_QUESTS.map((quest) => ({ ...quest })));
  return true;
}
