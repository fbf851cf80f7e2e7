import {
  CHALLENGE_COMPLETION_XP,
  CHALLENGE_MESSAGES,
  PAST_CHALLENGES_SHOWN,
  POD_OFFSET_SPAN_MINUTES,
  POD_SIZE_MAX,
  POD_SIZE_MIN,
  addDays,
  mondayOfIsoWeek,
  weekStartOf,
  type AdminChallengeList,
  type ChallengeWrite,
  type ChallengesPage,
  type CheckInInput,
  type CurrentChallenge,
} from '#shared/schemas/challenges.ts';
import type { SessionUser } from '../../app-context.ts';
import { authorize } from '../../auth/authorize.ts';
import type { Database } from '../../db/client.ts';
import { emitEvent } from '../../events.ts';
import { ADVISORY_LOCK, lockForTransaction } from '../../lib/advisory-locks.ts';
import { recordAudit } from '../../lib/audit.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/params.ts';
import { presentAdminChallenge, presentChallenge, presentCheckIn, presentPodMember } from './challenges.presenter.ts';
import {
  challengeOfWeek,
  challengeRoster,
  challengesFrom,
  createPod,
  findChallenge,
  freeSeat,
  hasCheckInOn,
  insertChallenge,
  insertCheckIn,
  insertParticipant,
  isPublished,
  markCompleted,
  participantCount,
  participantOf,
  participationsIn,
  pastChallenges,
  podCheckIns,
  podMembers,
  podNumber,
  podsWithRoom,
  timeZoneOf,
  updateChallenge as updateChallengeRow,
  type ChallengeRow,
  type ParticipantRow,
} from './challenges.queries.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

const utcDay = (now: Date) => now.toISOString().slice(0, 10);
/** Staff see the challenges of the last few weeks besides the coming ones. */
const ADMIN_WEEKS_BACK = 8;

/** The UTC offset, in minutes, of a time zone at a moment; UTC for none or an unknown one. */
export function utcOffsetMinutes(timeZone: string | null, at: Date): number {
  if (!timeZone) return 0;
  try {
    const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' }).formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? '';
    const match = /GMT([+-])(\d{1,2})(?::(\d{2}))?/.exec(name);
    if (!match) return 0;
    const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
    return match[1] === '-' ? -minutes : minutes;
  } catch {
    return 0;
  }
}

async function existingChallenge(db: Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>, id: string): Promise<ChallengeRow> {
  const challenge = isUuid(id) ? await findChallenge(db, id) : null;
  if (!challenge) throw notFound(CHALLENGE_MESSAGES.challengeNotFound);
  return challenge;
}

/** A challenge members act on: it exists and runs this week. */
async function runningChallenge(tx: Tx, id: string, now: Date): Promise<ChallengeRow> {
  const challenge = await existingChallenge(tx, id);
  if (challenge.weekStart !== weekStartOf(now)) throw conflict(CHALLENGE_MESSAGES.notRunning);
  return challenge;
}

async function ownParticipation(tx: Tx, challengeId: string, userId: string): Promise<ParticipantRow> {
  const participant = await participantOf(tx, challengeId, userId);
  if (!participant) throw conflict(CHALLENGE_MESSAGES.joinFirst);
  return participant;
}

/** This week's challenge as the member sees it: their part, and their pod with its check-ins. */
async function currentView(db: Tx | Database, user: SessionUser, challenge: ChallengeRow, now: Date): Promise<CurrentChallenge> {
  // One after another: on a transaction they share one connection, which takes one query at a time.
  const participant = await participantOf(db, challenge.id, user.id);
  const participants = await participantCount(db, challenge.id);
  const pod = participant ? ([await podNumber(db, participant.podId), await podMembers(db, participant.podId), await podCheckIns(db, participant.podId)] as const) : null;
  const checkIns = pod ? pod[2].filter((checkIn) => checkIn.memberId === user.id) : [];
  return {
    ...presentChallenge(challenge),
    participants,
    you: participant
      ? {
          joinedAt: participant.joinedAt.toISOString(),
          completedAt: participant.completedAt?.toISOString() ?? null,
          checkIns: checkIns.length,
          checkedInToday: checkIns.some((checkIn) => !checkIn.final && checkIn.day === utcDay(now)),
        }
      : null,
    pod: pod ? { number: pod[0], members: pod[1].map((member) => presentPodMember(member, user.id)), checkIns: pod[2].map(presentCheckIn) } : null,
  };
}

export async function challengesPage(db: Database, user: SessionUser, now = new Date()): Promise<ChallengesPage> {
  authorize(user, 'WEEKLY_CHALLENGES');
  const thisWeek = weekStartOf(now);
  const [current, past] = await Promise.all([challengeOfWeek(db, thisWeek), pastChallenges(db, thisWeek, PAST_CHALLENGES_SHOWN)]);
  const results = new Map((await participationsIn(db, past.map((challenge) => challenge.id), user.id)).map((row) => [row.challengeId, row]));
  return {
    today: utcDay(now),
    current: current ? await currentView(db, user, current, now) : null,
    past: past.map((challenge) => {
      const result = results.get(challenge.id);
      return { ...presentChallenge(challenge), you: result ? { completedAt: result.completedAt?.toISOString() ?? null, checkIns: result.checkIns } : null };
    }),
    completionXp: CHALLENGE_COMPLETION_XP,
  };
}

/**
 * Seats the member in a pod of this week's challenge. Under the challenge's advisory lock, so
 * joins on any instance are seated one at a time: among the pods with a free seat whose time
 * zone is within three hours of the member's, one below four members first, then the nearest;
 * otherwise a new pod anchored at the member's time zone. The seat's unique index and 1..6 check
 * would refuse a seventh member even without the lock.
 */
export async function joinChallenge(db: Database, user: SessionUser, id: string, now = new Date()): Promise<CurrentChallenge> {
  authorize(user, 'WEEKLY_CHALLENGES');
  return db.transaction(async (tx) => {
    const challenge = await runningChallenge(tx, id, now);
    await lockForTransaction(tx, ADVISORY_LOCK.challengePods, challenge.id);
    if (await participantOf(tx, challenge.id, user.id)) throw conflict(CHALLENGE_MESSAGES.alreadyJoined);
    const offset = utcOffsetMinutes(await timeZoneOf(tx, user.id), now);
    const near = (await podsWithRoom(tx, challenge.id, POD_SIZE_MAX))
      .map((pod) => ({ ...pod, distance: Math.abs(pod.utcOffsetMinutes - offset) }))
      .filter((pod) => pod.distance <= POD_OFFSET_SPAN_MINUTES)
      .sort((a, b) => Number(b.members < POD_SIZE_MIN) - Number(a.members < POD_SIZE_MIN) || a.distance - b.distance || a.number - b.number);
    const pod = near[0] ?? (await createPod(tx, challenge.id, offset));
    await insertParticipant(tx, { challengeId: challenge.id, userId: user.id, podId: pod.id, seat: await freeSeat(tx, pod.id) });
    return currentView(tx, user, challenge, now);
  });
}

/** A progress check-in: one per member and UTC day while the challenge runs, none after completing. */
export async function postCheckIn(db: Database, user: SessionUser, id: string, input: CheckInInput, now = new Date()): Promise<CurrentChallenge> {
  authorize(user, 'WEEKLY_CHALLENGES');
  return db.transaction(async (tx) => {
    const challenge = await runningChallenge(tx, id, now);
    const participant = await ownParticipation(tx, challenge.id, user.id);
    if (participant.completedAt) throw conflict(CHALLENGE_MESSAGES.alreadyCompleted);
    if (await hasCheckInOn(tx, participant.id, utcDay(now))) throw conflict(CHALLENGE_MESSAGES.checkInToday);
    if (!(await insertCheckIn(tx, { participantId: participant.id, day: utcDay(now), body: input.body, final: false }))) throw conflict(CHALLENGE_MESSAGES.checkInToday);
    return currentView(tx, user, challenge, now);
  });
}

/**
 * Completes the challenge with a last check-in. Once per member and challenge (the update
 * applies only to an open participation); the event it records earns the XP and tells the pod.
 */
export async function completeChallenge(db: Database, user: SessionUser, id: string, input: CheckInInput, now = new Date()): Promise<CurrentChallenge> {
  authorize(user, 'WEEKLY_CHALLENGES');
  return db.transaction(async (tx) => {
    const challenge = await runningChallenge(tx, id, now);
    const participant = await ownParticipation(tx, challenge.id, user.id);
    if (!(await markCompleted(tx, participant.id))) throw conflict(CHALLENGE_MESSAGES.alreadyCompleted);
    await insertCheckIn(tx, { participantId: participant.id, day: utcDay(now), body: input.body, final: true });
    await emitEvent(tx, {
      type: 'challenge.completed',
      actorId: user.id,
      payload: { challengeId: challenge.id, podId: participant.podId, title: challenge.title, xp: CHALLENGE_COMPLETION_XP },
    });
    return currentView(tx, user, challenge, now);
  });
}

// ---- Staff ------------------------------------------------------------------------------------

export async function listAdminChallenges(db: Database, user: SessionUser, now = new Date()): Promise<AdminChallengeList> {
  authorize(user, 'publish');
  const thisWeek = weekStartOf(now);
  const rows = await challengesFrom(db, addDays(thisWeek, -7 * ADMIN_WEEKS_BACK));
  const roster = await challengeRoster(
    db,
    rows.map((row) => row.id),
  );
  return { thisWeek, challenges: rows.map((row) => presentAdminChallenge(row, thisWeek, roster)) };
}

async function checkLink(tx: Tx, input: ChallengeWrite): Promise<void> {
  if (input.tacticId && !(await isPublished(tx, 'tactic', input.tacticId))) throw badRequest(CHALLENGE_MESSAGES.linkNotFound);
  if (input.caseStudyId && !(await isPublished(tx, 'case_study', input.caseStudyId))) throw badRequest(CHALLENGE_MESSAGES.linkNotFound);
}

/** A new challenge for this week or a later one; one per week (under the week's lock; the unique week decides). */
export async function createChallenge(db: Database, user: SessionUser, input: ChallengeWrite, now = new Date()) {
  authorize(user, 'publish');
  const weekStart = mondayOfIsoWeek(input.week)!;
  if (weekStart < weekStartOf(now)) throw badRequest(CHALLENGE_MESSAGES.weekPast);
  return db.transaction(async (tx) => {
    await lockForTransaction(tx, ADVISORY_LOCK.challengeWeeks, weekStart);
    await checkLink(tx, input);
    const id = await insertChallenge(tx, { weekStart, title: input.title, brief: input.brief, tacticId: input.tacticId, caseStudyId: input.caseStudyId, createdBy: user.id });
    if (!id) throw conflict(CHALLENGE_MESSAGES.weekTaken);
    await recordAudit(tx, { actorId: user.id, action: 'challenge.created', subjectType: 'challenge', subjectId: id, details: { week: input.week, title: input.title } });
    const row = (await findChallenge(tx, id))!;
    return presentAdminChallenge(row, weekStartOf(now), []);
  });
}

/** Edits a challenge that has not started; it may move to another free week (checked under that week's lock, as creating takes it). */
export async function updateChallenge(db: Database, user: SessionUser, id: string, input: ChallengeWrite, now = new Date()) {
  authorize(user, 'publish');
  const thisWeek = weekStartOf(now);
  const weekStart = mondayOfIsoWeek(input.week)!;
  return db.transaction(async (tx) => {
    const before = await existingChallenge(tx, id);
    if (before.weekStart <= thisWeek) throw conflict(CHALLENGE_MESSAGES.startedNoEdit);
    if (weekStart < thisWeek) throw badRequest(CHALLENGE_MESSAGES.weekPast);
    await checkLink(tx, input);
    await lockForTransaction(tx, ADVISORY_LOCK.challengeWeeks, weekStart);
    const other = await challengeOfWeek(tx, weekStart);
    if (other && other.id !== before.id) throw conflict(CHALLENGE_MESSAGES.weekTaken);
    await updateChallengeRow(tx, before.id, { weekStart, title: input.title, brief: input.brief, tacticId: input.tacticId, caseStudyId: input.caseStudyId });
    await recordAudit(tx, {
      actorId: user.id,
      action: 'challenge.updated',
      subjectType: 'challenge',
      subjectId: before.id,
      details: { before: { week: before.weekStart, title: before.title }, after: { week: input.week, title: input.title } },
    });
    const after = (await findChallenge(tx, before.id))!;
    return presentAdminChallenge(after, thisWeek, await challengeRoster(tx, [before.id]));
  });
}
