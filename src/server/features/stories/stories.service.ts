import type { StorySubmissionStatus } from '#shared/constants.ts';
import { STORIES_PAGE_SIZE, type StoryItem, type StoryList, type StorySubmission } from '#shared/schemas/story.ts';
import type { Database } from '../../db/client.ts';
import { recordAudit } from '../../lib/audit.ts';
import { notFound } from '../../lib/errors.ts';
import { takeFormAttempt } from '../../lib/form-limit.ts';
import type { Logger } from '../../lib/logger.ts';
import { isUuid } from '../../lib/params.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { storyReceivedEmail } from '../../mail/templates.ts';
import { insertStory, listStories, lockStoryStatus, setStoryStatus, type StoryRow } from './stories.queries.ts';

/**
 * Stores the story, then confirms it to the founder by e-mail (the outbox keeps and retries it).
 * Anyone may type any address, so the form's limits apply and the e-mail repeats nothing typed.
 */
export async function submitStory(deps: { db: Database; mailer: Mailer; logger: Logger }, story: StorySubmission, userId: string | null, clientAddress: string) {
  await takeFormAttempt(deps.db, 'story', clientAddress, story.email);
  const id = await insertStory(deps.db, story, userId);
  try {
    await deps.mailer.queue(storyReceivedEmail(story.email));
  } catch (error) {
    // The story is stored and staff see it; a lost confirmation must not turn it into a failure.
    deps.logger.error({ err: error, storyId: id }, 'the story confirmation e-mail could not be queued');
  }
  return { id };
}

function presentStory(row: StoryRow): StoryItem {
  return {
    id: row.id,
    founderName: row.founderName,
    email: row.email,
    businessName: row.businessName,
    businessUrl: row.businessUrl,
    monthlyRevenue: row.monthlyRevenue,
    businessModel: row.businessModel,
    industry: row.industry,
    foundedYear: row.foundedYear,
    teamSize: row.teamSize,
    fundingStatus: row.fundingStatus,
    businessStory: row.businessStory,
    keyInsight: row.keyInsight,
    biggestChallenge: row.biggestChallenge,
    adviceForFounders: row.adviceForFounders,
    agreeToInterview: row.agreeToInterview,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function getStories(db: Database, filter: 'new' | 'handled' | 'all', page: number): Promise<StoryList> {
  const { rows, total } = await listStories(db, filter, STORIES_PAGE_SIZE, (page - 1) * STORIES_PAGE_SIZE);
  return { items: rows.map(presentStory), total, page, pageSize: STORIES_PAGE_SIZE };
}

export async function changeStoryStatus(db: Database, actorId: string, id: string, status: StorySubmissionStatus) {
  if (!isUuid(id)) throw notFound('Story not found');
  await db.transaction(async (tx) => {
    const from = await lockStoryStatus(tx, id);
    if (!from) throw notFound('Story not found');
    if (from === status) return;
    await setStoryStatus(tx, id, status);
    await recordAudit(tx, { actorId, action: 'story.status_changed', subjectType: 'story_submission', subjectId: id, details: { from, to: status } });
  });
}
