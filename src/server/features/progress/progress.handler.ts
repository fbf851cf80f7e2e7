import { z } from 'zod';
import { USER_ACTION_TYPES } from '#shared/constants.ts';
import { QUEST_TYPE_OF, readActionKey, XP_AMOUNTS, type AchievementMeasure, type ProgressAction, xpSourceKey } from '#shared/domain/progress.ts';
import type { Database } from '../../db/client.ts';
import { OWN_ACTION_TYPES, type StoredEvent } from '../../jobs/events.ts';
import type { EventHandler } from '../../jobs/worker.ts';
import { checkAchievements, sweepEarlyAdopters } from './progress.achievements.ts';
import { advanceQuests } from './progress.quests.ts';
import { awardXp, lockExperience } from './progress.xp.ts';

const metadataPayload = z.object({ metadata: z.record(z.string(), z.unknown()) });
const id = (value: unknown) => (typeof value === 'string' ? value : null);

type CountedAction = ProgressAction | { action: 'read'; caseStudyId: string };

/** What an event means for its actor's progress: the action and the item it was done to; null for none. */
export function progressActionOf(type: string, metadata: Record<string, unknown>): CountedAction | null {
  const caseStudy = id(metadata.caseStudyId);
  const tactic = id(metadata.tacticId);
  const item = caseStudy ? `case_study:${caseStudy}` : tactic ? `tactic:${tactic}` : null;
  switch (type) {
    case 'upvote_case_study':
    case 'downvote_case_study':
    case 'upvote_tactic':
    case 'downvote_tactic':
      return item ? { action: 'vote', itemKey: item } : null;
    case 'upvote_discussion':
      return id(metadata.discussionId) ? { action: 'vote', itemKey: `discussion:${id(metadata.discussionId)}` } : null;
    case 'rate_case_study':
    case 'rate_tactic':
      return item ? { action: 'rating', itemKey: item } : null;
    case 'bookmark_case_study':
    case 'bookmark_tactic':
      return item ? { action: 'bookmark', itemKey: item } : null;
    case 'create_discussion':
      return id(metadata.discussionId) ? { action: 'discussion', itemKey: `discussion:${id(metadata.discussionId)}` } : null;
    case 'reply_discussion':
      return id(metadata.replyId) ? { action: 'reply', itemKey: `discussion:${id(metadata.replyId)}` } : null;
    case 'read_case_study':
      return caseStudy ? { action: 'read', caseStudyId: caseStudy } : null;
    default:
      return null;
  }
}

/** The reason shown with the XP, with and without the item's title. */
const REASONS: Record<ProgressAction['action'], [withTitle: string, without: string]> = {
  bookmark: ['Bookmarked', 'Bookmarked an item'],
  vote: ['Voted on', 'Voted'],
  rating: ['Rated', 'Rated an item'],
  discussion: ['Started a discussion on', 'Started a discussion'],
  reply: ['Replied in', 'Replied to a discussion'],
};

const MEASURE_OF: Record<ProgressAction['action'], AchievementMeasure | null> = {
  bookmark: 'bookmarks',
  vote: 'votes',
  rating: 'ratings',
  discussion: 'discussions',
  reply: null,
};

function reasonFor(action: ProgressAction['action'], title: unknown): string {
  const [withTitle, without] = REASONS[action];
  return typeof title === 'string' && title ? `${withTitle} "${title}"` : without;
}

/** A member's own action: XP once per action and item, daily quests, achievements. */
async function handleMemberAction(tx: Database, event: StoredEvent): Promise<void> {
  // The actor's account was deleted before the event was handled: nobody to credit.
  if (!event.actorId) return;
  const { metadata } = metadataPayload.parse(event.payload);
  const counted = progressActionOf(event.type, metadata);
  if (!counted) return;
  const userId = event.actorId;
  await lockExperience(tx, userId);
  if (counted.action === 'read') {
    await advanceQuests(tx, userId, { questType: 'read', actionKey: readActionKey(counted.caseStudyId), at: event.createdAt });
    return;
  }
  await awardXp(tx, userId, { amount: XP_AMOUNTS[counted.action], reason: reasonFor(counted.action, metadata.title), sourceKey: xpSourceKey(counted) });
  await advanceQuests(tx, userId, { questType: QUEST_TYPE_OF[counted.action], actionKey: xpSourceKey(counted), at: event.createdAt });
  const measure = MEASURE_OF[counted.action];
  await checkAchievements(tx, userId, measure ? [measure, 'memberDays'] : ['memberDays']);
}

const submissionPayload = z.object({ authorId: z.string(), kind: z.enum(['case_study', 'tactic']), itemId: z.string(), title: z.string().optional() });

/** A published submission: 100 XP to its author, once per item. */
async function handleSubmissionPublished(tx: Database, event: StoredEvent): Promise<void> {
  const { authorId, kind, itemId, title } = submissionPayload.parse(event.payload);
  await lockExperience(tx, authorId);
  await awardXp(tx, authorId, {
    amount: XP_AMOUNTS.submission,
    reason: title ? `Submission published: "${title}"` : 'Submission published',
    sourceKey: `submission:${kind}:${itemId}`,
  });
}

/** Progress of the acting member (and of authors whose submissions are published). */
export const progressHandler: EventHandler = {
  name: 'progress',
  groupable: true,
  types: [...USER_ACTION_TYPES, ...OWN_ACTION_TYPES, 'submission.published'],
  async handle(tx, event) {
    if (event.type === 'submission.published') return handleSubmissionPublished(tx, event);
    return handleMemberAction(tx, event);
  },
};

/** The scheduled early_adopter check. */
export const earlyAdopterHandler: EventHandler = {
  name: 'early-adopter',
  types: ['schedule.early_adopter_check'],
  async handle(tx) {
    await sweepEarlyAdopters(tx);
  },
};
