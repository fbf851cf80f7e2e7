import { and, count, eq } from 'drizzle-orm';
import type { AiTool } from '#shared/domain/ai-tools.ts';
import type { Database } from '../../db/client.ts';
import { aiToolUses } from '../../db/schema/ideas.ts';

/** The member's metered uses in the month (first day of the UTC month). */
export async function countUses(db: Pick<Database, 'select'>, userId: string, month: string): Promise<number> {
  const [row] = await db
    .select({ uses: count() })
    .from(aiToolUses)
    .where(and(eq(aiToolUses.userId, userId), eq(aiToolUses.month, month)));
  return row?.uses ?? 0;
}

export async function recordUse(db: Pick<Database, 'insert'>, userId: string, tool: AiTool, month: string): Promise<void> {
  await db.insert(aiToolUses).values({ userId, tool, month });
}
