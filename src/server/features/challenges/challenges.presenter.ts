import { ANONYMOUS_ACTOR_NAME } from '#shared/domain/notifications.ts';
import { addDays, isoWeekOf, type AdminChallenge, type Challenge, type CheckIn, type PodMember } from '#shared/schemas/challenges.ts';
import type { ChallengeRow } from './challenges.queries.ts';

const nameOf = (displayName: string | null) => displayName?.trim() || ANONYMOUS_ACTOR_NAME;

export function presentChallenge(row: ChallengeRow): Challenge {
  const link =
    row.tacticId && row.tacticName
      ? { kind: 'tactic' as const, id: row.tacticId, title: row.tacticName }
      : row.caseStudyId && row.caseStudyTitle
        ? { kind: 'case_study' as const, id: row.caseStudyId, title: row.caseStudyTitle }
        : null;
  return { id: row.id, title: row.title, brief: row.brief, week: isoWeekOf(row.weekStart), startsOn: row.weekStart, endsOn: addDays(row.weekStart, 6), link };
}

export function presentPodMember(row: { id: string; displayName: string | null; avatarUrl: string | null; completedAt: Date | null }, viewerId: string): PodMember {
  return { id: row.id, displayName: nameOf(row.displayName), avatarUrl: row.avatarUrl, completed: row.completedAt !== null, isYou: row.id === viewerId };
}

export function presentCheckIn(row: { id: string; memberId: string; displayName: string | null; avatarUrl: string | null; body: string; day: string; final: boolean; createdAt: Date }): CheckIn {
  return { id: row.id, memberId: row.memberId, displayName: nameOf(row.displayName), avatarUrl: row.avatarUrl, body: row.body, day: row.day, final: row.final, createdAt: row.createdAt.toISOString() };
}

type RosterRow = { challengeId: string; memberId: string; displayName: string | null; pod: number; joinedAt: Date; completedAt: Date | null; checkIns: number };

/** Staff's view: editable until its week starts, with everyone who joined by pod. */
export function presentAdminChallenge(row: ChallengeRow, thisWeek: string, roster: readonly RosterRow[]): AdminChallenge {
  return {
    ...presentChallenge(row),
    editable: row.weekStart > thisWeek,
    participants: roster
      .filter((entry) => entry.challengeId === row.id)
      .map((entry) => ({
        memberId: entry.memberId,
        displayName: nameOf(entry.displayName),
        pod: entry.pod,
        joinedAt: entry.joinedAt.toISOString(),
        checkIns: entry.checkIns,
        completedAt: entry.completedAt?.toISOString() ?? null,
      })),
  };
}
