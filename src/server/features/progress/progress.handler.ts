import { z } from 'zod';
import { USER_ACTION_TYPES } from '#shared/constants.ts';
import { QUEST_TYPE_OF, readActionKey, XP_AMOUNTS, type AchievementMeasure, type ProgressAction, xpSourceKey } from '#shared/domain/progress.ts';
import type { Database } from '../../db/client.ts';
import { OWN_ACTION_TYPES } from '../../events.ts';
import type { StoredEvent } from '../../jobs/queue.ts';
import type { EventHandler } from '../../jobs/worker.ts';
import { recordOwnNotifications } from '../../realtime/user-actions.ts';
import { checkAchievements, sweepEarlyAdopters } from './progress.achievements.ts';
import { advanceQuests, type QuestStep } from './progress.quests.ts';
import { awardXp, grantXp, lockExperience, lockExperiences, type XpGrant } from './progress.xp.ts';

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

/** What one event changes in its actor's progress; null for nothing (or an actor deleted since). */
function stepOf(event: StoredEvent): MemberStep | null {
  if (!event.actorId) return null;
  const { metadata } = metadataPayload.parse(event.payload);
  const counted = progressActionOf(event.type, metadata);
  if (!counted) return null;
  const userId = event.actorId;
  if (counted.action === 'read') {
    return { userId, xp: null, quest: { userId, questType: 'read', actionKey: readActionKey(counted.caseStudyId), at: event.createdAt }, measures: [] };
  }
  const measure = MEASURE_OF[counted.action];
  return {
    userId,
    xp: { userId, amount: XP_AMOUNTS[counted.action], reason: reasonFor(counted.action, metadata.title), sourceKey: xpSourceKey(counted) },
    quest: { userId, questType: QUEST_TYPE_OF[counted.action], actionKey: xpSourceKey(counted), at: event.createdAt },
    measures: measure ? [measure, 'memberDays'] : ['memberDays'],
  };
}

type MemberStep = { userId: string; xp: XpGrant | null; quest: QuestStep; measures: readonly AchievementMeasure[] };

/**
 * Members' own actions: XP once per action and item, daily quest steps and completions,
 * achievements, level ups and their notifications. However many events and members, a few
 * statements in all, with the effects of handling the events one after the other.
 */
async function applySteps(tx: Database, steps: readonly MemberStep[]): Promise<void> {
  if (steps.length === 0) return;
  await lockExperiences(
    tx,
    steps.map((step) => step.userId),
  );
  const wanted = new Map<string, Set<AchievementMeasure>>();
  for (const step of steps) for (const what of step.measures) wanted.set(step.userId, (wanted.get(step.userId) ?? new Set()).add(what));
  const quests = await advanceQuests(
    tx,
    steps.map((step) => step.quest),
  );
  const achievements = await checkAchievements(tx, wanted);
  const grants = [...steps.flatMap((step) => (step.xp ? [step.xp] : [])), ...quests.grants, ...achievements.grants];
  const levels = await grantXp(tx, grants);
  await recordOwnNotifications(tx, [...quests.notices, ...achievements.notices, ...levels]);
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
    const step = stepOf(event);
    if (step) await applySteps(tx, [step]);
  },
  async handleBatch(tx, events) {
    const published = events.filter((event) => event.type === 'submission.published');
    const steps = events.flatMap((event) => (event.type === 'submission.published' ? [] : (stepOf(event) ?? [])));
    // Every member's lock first, in the one ascending order all progress transactions use.
    await lockExperiences(tx, [...steps.map((step) => step.userId), ...published.map((event) => submissionPayload.parse(event.payload).authorId)]);
    // Published submissions are rare; each is handled on its own, in order.
    for (const event of published) await handleSubmissionPublished(tx, event);
    await applySteps(tx, steps);
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
