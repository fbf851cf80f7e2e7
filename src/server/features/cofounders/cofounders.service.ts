import { matchReasons, matchScore, rankMatches } from '#shared/domain/cofounder-match.ts';
import { can } from '#shared/domain/policy.ts';
import {
  COFOUNDER_DAILY_INTROS,
  COFOUNDER_LINE_SHOWN,
  COFOUNDER_MATCHES_SHOWN,
  COFOUNDER_MESSAGES,
  type CofounderAdminOverview,
  type CofounderAdmission,
  type CofounderIntro,
  type CofounderIntroInput,
  type CofounderIntroState,
  type CofounderMatch,
  type CofounderOverview,
  type CofounderOwnProfile,
  type CofounderProfileFields,
  type CofounderProfileInput,
} from '#shared/schemas/cofounders.ts';
import { UNKNOWN_ACTOR_NAME } from '#shared/domain/notifications.ts';
import type { SessionUser } from '../../app-context.ts';
import { authorize, toActor } from '../../auth/authorize.ts';
import type { Database } from '../../db/client.ts';
import { emitEvent, memberAction } from '../../events.ts';
import { ADVISORY_LOCK, lockForTransaction } from '../../lib/advisory-locks.ts';
import { badRequest, conflict, notFound, rateLimited, secondsUntilUtcMidnight } from '../../lib/errors.ts';
import { isUuid } from '../../lib/params.ts';
import {
  admitHead,
  admittedCandidates,
  answerIntro,
  countAdmitted,
  deleteProfile,
  findIntro,
  findListedMember,
  findProfile,
  insertIntro,
  introBetween,
  introsSentSince,
  lineHead,
  memberIntros,
  placeInLine,
  setVisible,
  upsertProfile,
  type IntroListRow,
  type ProfileRow,
} from './cofounders.queries.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The admissions lock's one key: every admission run, on any instance, takes it. */
const ADMISSIONS_KEY = 'line';

const utcMidnight = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
const nameOf = (name: string | null) => name?.trim() || UNKNOWN_ACTOR_NAME;

const fieldsOf = (row: ProfileRow): CofounderProfileFields => ({
  building: row.building,
  skills: row.skills,
  seeking: row.seeking,
  commitment: row.commitment,
  region: row.region,
  stage: row.stage,
  pitch: row.pitch,
});

const ownProfile = (row: ProfileRow): CofounderOwnProfile => ({
  ...fieldsOf(row),
  visible: row.visible,
  joinedAt: row.joinedAt.toISOString(),
  admittedAt: row.admittedAt?.toISOString() ?? null,
});

function presentIntro(row: IntroListRow): CofounderIntro {
  return {
    id: row.id,
    status: row.status,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    respondedAt: row.respondedAt?.toISOString() ?? null,
    other: { userId: row.otherId, displayName: nameOf(row.otherName), building: row.otherBuilding },
    // Contact only once the introduction is accepted, and read from the account now.
    email: row.status === 'accepted' ? row.otherEmail : null,
  };
}

/** Everything the page shows, read now: the profile, the place in the line or the matches, the introductions. */
export async function cofounderOverview(db: Database, user: SessionUser, now = new Date()): Promise<CofounderOverview> {
  authorize(user, 'COFOUNDER_MATCHING');
  const priority = can(toActor(user), 'PRIORITY_COFOUNDER_MATCHING');
  const [profile, intros, introsToday] = await Promise.all([findProfile(db, user.id), memberIntros(db, user.id), introsSentSince(db, user.id, utcMidnight(now))]);
  const base = {
    priority,
    profile: profile ? ownProfile(profile) : null,
    intros: { received: intros.filter((row) => row.toUserId === user.id).map(presentIntro), sent: intros.filter((row) => row.fromUserId === user.id).map(presentIntro) },
    introsToday,
    dailyLimit: COFOUNDER_DAILY_INTROS,
  };
  if (!profile) return { ...base, status: 'none', position: null, lineLength: 0, matches: [] };
  if (!profile.admittedAt) {
    const place = await placeInLine(db, user.id);
    return { ...base, status: 'waiting', position: place?.position ?? null, lineLength: place?.length ?? 0, matches: [] };
  }
  const introState = new Map<string, CofounderIntroState>(
    intros.map((row) => [row.otherId, { id: row.id, status: row.status, direction: row.fromUserId === user.id ? 'sent' : 'received' }]),
  );
  const candidates = (await admittedCandidates(db, user.id)).map((row) => {
    const reasons = matchReasons(profile, row);
    return { row, reasons, score: matchScore(reasons), admittedAt: row.admittedAt!, userId: row.userId };
  });
  const matches = rankMatches(candidates)
    .slice(0, COFOUNDER_MATCHES_SHOWN)
    .map(
      (candidate): CofounderMatch => ({
        userId: candidate.userId,
        displayName: nameOf(candidate.row.displayName),
        profile: fieldsOf(candidate.row),
        score: candidate.score,
        reasons: candidate.reasons,
        intro: introState.get(candidate.userId) ?? null,
      }),
    );
  return { ...base, status: 'admitted', position: null, lineLength: 0, matches };
}

/** Writes the member's profile; the first write joins the line. */
export async function saveCofounderProfile(db: Database, user: SessionUser, input: CofounderProfileInput): Promise<CofounderOverview> {
  authorize(user, 'COFOUNDER_MATCHING');
  await upsertProfile(db, user.id, input);
  return cofounderOverview(db, user);
}

/** Pauses (hides from the list) or shows the member's profile; the place in the line is kept. */
export async function setCofounderVisibility(db: Database, user: SessionUser, visible: boolean): Promise<CofounderOverview> {
  authorize(user, 'COFOUNDER_MATCHING');
  if (!(await setVisible(db, user.id, visible))) throw notFound(COFOUNDER_MESSAGES.noProfile);
  return cofounderOverview(db, user);
}

/** Leaves the waitlist (or the list): the profile and the place in the line are gone. Introductions stay. */
export async function leaveCofounderMatching(db: Database, user: SessionUser): Promise<void> {
  authorize(user, 'COFOUNDER_MATCHING');
  if (!(await deleteProfile(db, user.id))) throw notFound(COFOUNDER_MESSAGES.noProfile);
}

/**
 * Asks for an introduction to an admitted member. The day's requests are counted under the
 * member's advisory lock in the transaction that stores the request, so parallel requests on any
 * instance cannot pass the daily limit; one introduction per pair (the unique index decides).
 */
export async function requestIntro(db: Database, user: SessionUser, input: CofounderIntroInput, now = new Date()): Promise<CofounderIntro> {
  authorize(user, 'COFOUNDER_MATCHING');
  if (input.toUserId === user.id) throw badRequest(COFOUNDER_MESSAGES.ownProfile);
  const id = await db.transaction(async (tx) => {
    await lockForTransaction(tx, ADVISORY_LOCK.cofounderIntros, user.id);
    const mine = await findProfile(tx, user.id);
    if (!mine) throw notFound(COFOUNDER_MESSAGES.noProfile);
    if (!mine.admittedAt) throw conflict(COFOUNDER_MESSAGES.notAdmitted);
    if (!(await findListedMember(tx, input.toUserId))) throw notFound(COFOUNDER_MESSAGES.memberNotFound);
    if (await introBetween(tx, user.id, input.toUserId)) throw conflict(COFOUNDER_MESSAGES.alreadyAsked);
    if ((await introsSentSince(tx, user.id, utcMidnight(now))) >= COFOUNDER_DAILY_INTROS) throw rateLimited(COFOUNDER_MESSAGES.dailyLimit, secondsUntilUtcMidnight(now));
    const intro = await insertIntro(tx, { fromUserId: user.id, toUserId: input.toUserId, message: input.message });
    if (!intro) throw conflict(COFOUNDER_MESSAGES.alreadyAsked);
    await emitEvent(tx, memberAction({ actorId: user.id, recipientId: input.toUserId, actionType: 'cofounder_intro_requested', metadata: { introId: intro.id } }));
    return intro.id;
  });
  return introOf(db, user.id, id);
}

async function introOf(db: Database, userId: string, id: string): Promise<CofounderIntro> {
  const row = (await memberIntros(db, userId)).find((intro) => intro.id === id);
  if (!row) throw notFound(COFOUNDER_MESSAGES.introNotFound);
  return presentIntro(row);
}

/** The recipient accepts or declines a pending introduction; the requester is told through their notifications. */
export async function answerCofounderIntro(db: Database, user: SessionUser, id: string, answer: 'accepted' | 'declined'): Promise<CofounderIntro> {
  authorize(user, 'COFOUNDER_MATCHING');
  if (!isUuid(id)) throw notFound(COFOUNDER_MESSAGES.introNotFound);
  await db.transaction(async (tx) => {
    const intro = await findIntro(tx, id);
    // Only its recipient answers; to anyone else it does not exist.
    if (!intro || intro.toUserId !== user.id) throw notFound(COFOUNDER_MESSAGES.introNotFound);
    if (intro.status !== 'pending') throw conflict(COFOUNDER_MESSAGES.introAnswered);
    await answerIntro(tx, id, answer);
    await emitEvent(
      tx,
      memberAction({
        actorId: user.id,
        recipientId: intro.fromUserId,
        actionType: answer === 'accepted' ? 'cofounder_intro_accepted' : 'cofounder_intro_declined',
        metadata: { introId: id },
      }),
    );
  });
  return introOf(db, user.id, id);
}

// ---- Staff: the line and admissions -----------------------------------------------------

export async function cofounderAdminOverview(db: Database, user: SessionUser): Promise<CofounderAdminOverview> {
  authorize(user, 'ADMIN_USERS');
  const [line, admitted] = await Promise.all([lineHead(db, COFOUNDER_LINE_SHOWN), countAdmitted(db)]);
  return {
    waiting: line[0]?.length ?? 0,
    admitted,
    line: line.map((row) => ({ position: row.position, userId: row.userId, displayName: nameOf(row.displayName), email: row.email, priority: row.priority, joinedAt: row.joinedAt.toISOString() })),
  };
}

/**
 * Admits the next `count` members of the line to the matching list. Every run, on any instance,
 * takes the one admissions lock first, so two runs at once are one after the other: each admits
 * at most `count`, and nobody twice. Each admitted member is notified through the event pipeline.
 */
export async function admitCofounders(db: Database, user: SessionUser | null, count: number): Promise<CofounderAdmission> {
  if (user) authorize(user, 'ADMIN_USERS');
  return db.transaction(async (tx: Tx) => {
    await lockForTransaction(tx, ADVISORY_LOCK.cofounderAdmissions, ADMISSIONS_KEY);
    const admitted = await admitHead(tx, count);
    if (admitted.length > 0) {
      await emitEvent(tx, {
        type: 'cofounder.admitted',
        actorId: user?.id ?? null,
        payload: { members: admitted.map((row) => ({ userId: row.userId, admittedAt: row.admittedAt.toISOString() })) },
      });
    }
    const [next] = await lineHead(tx, 1);
    return { admitted: admitted.length, waiting: next?.length ?? 0 };
  });
}
