import { AI_TOOL_MESSAGES, aiToolMeter, aiToolsMetered, mayUseAiTool, type AiTool, type AiToolMeter } from '#shared/domain/ai-tools.ts';
import { readingKindOf, readingMonth, readsUnlimited } from '#shared/domain/content-access.ts';
import { ideaEvidence, remixEvidence, type IdeaEvidence, type MatchedStudy, type RemixEvidence } from '#shared/domain/idea-evidence.ts';
import { IDEA_TOOL_MESSAGES, type RemixIdeasInput } from '#shared/schemas/idea-tools.ts';
import type { SessionUser } from '../../app-context.ts';
import { studiesReadThisMonth } from '../../auth/reading-ledger.ts';
import { authorize, toActor } from '../../auth/authorize.ts';
import type { Database } from '../../db/client.ts';
import { ADVISORY_LOCK, lockForTransaction } from '../../lib/advisory-locks.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { allowTypos, ideaWords, matchStudies } from '../../search/search.ts';
import { countUses, recordUse } from './idea-tools.queries.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];


export async function readAiToolMeter(db: Database, user: SessionUser | null, now = new Date()): Promise<AiToolMeter> {
  const actor = toActor(user);
  if (!user || !aiToolsMetered(actor)) return aiToolMeter(actor, 0);
  return aiToolMeter(actor, await countUses(db, user.id, readingMonth(now)));
}

/**
 * Runs one use of a tool: for a metered member the month's uses are counted and the new use
 * recorded under the member's advisory lock in the same transaction as the evidence is read, so
 * parallel requests cannot exceed the limit and a failed run costs nothing. The sixth use is
 * refused with AI_TOOL_LIMIT_REACHED.
 */
async function metered<T>(db: Database, user: SessionUser, tool: AiTool, run: (tx: Tx) => Promise<T>, now: Date): Promise<{ result: T; meter: AiToolMeter }> {
  authorize(user, 'AI_TOOLS');
  const actor = toActor(user);
  const month = readingMonth(now);
  return db.transaction(async (tx) => {
    let meter = aiToolMeter(actor, 0);
    if (aiToolsMetered(actor)) {
      await lockForTransaction(tx, ADVISORY_LOCK.aiToolUses, user.id);
      const used = await countUses(tx, user.id, month);
      meter = aiToolMeter(actor, used);
      if (!mayUseAiTool(meter)) throw new AppError(403, 'AI_TOOL_LIMIT_REACHED', AI_TOOL_MESSAGES.limitReached, { limit: meter.access === 'metered' ? meter.limit : 0, used });
      await recordUse(tx, user.id, tool, month);
      meter = aiToolMeter(actor, used + 1);
    }
    await allowTypos(tx);
    return { result: await run(tx), meter };
  });
}

/**
 * The matched studies with only the text the member may read (PRODUCT §8). Every study still
 * counts in the figures, but its lessons learned, a locked section, are quoted only when the
 * member reads that kind of study without limit or already opened this study in full this month.
 */
async function withQuotableLessons(tx: Tx, user: SessionUser, studies: MatchedStudy[], now: Date): Promise<MatchedStudy[]> {
  const actor = toActor(user);
  const locked = studies.filter((study) => study.lessonsLearned !== null && !readsUnlimited(actor, readingKindOf(study.caseStudyType)));
  const readInFull = await studiesReadThisMonth(tx, user.id, locked.map((study) => study.id), now);
  return studies.map((study) => (locked.includes(study) && !readInFull.has(study.id) ? { ...study, lessonsLearned: null } : study));
}

const requireWords = (text: string) => {
  if (ideaWords(text).length === 0) throw badRequest(IDEA_TOOL_MESSAGES.noWords);
};

export async function validateIdea(db: Database, user: SessionUser, idea: string, now = new Date()): Promise<{ evidence: IdeaEvidence; meter: AiToolMeter }> {
  requireWords(idea);
  const { result, meter } = await metered(db, user, 'validator', async (tx) => ideaEvidence(await withQuotableLessons(tx, user, await matchStudies(tx, idea), now)), now);
  return { evidence: result, meter };
}

export async function remixIdeas(db: Database, user: SessionUser, input: RemixIdeasInput, now = new Date()): Promise<{ evidence: RemixEvidence; meter: AiToolMeter }> {
  requireWords(input.conceptA);
  requireWords(input.conceptB);
  const { result, meter } = await metered(
    db,
    user,
    'remixer',
    async (tx) =>
      remixEvidence(
        input.conceptA,
        input.conceptB,
        await withQuotableLessons(tx, user, await matchStudies(tx, input.conceptA), now),
        await withQuotableLessons(tx, user, await matchStudies(tx, input.conceptB), now),
      ),
    now,
  );
  return { evidence: result, meter };
}
