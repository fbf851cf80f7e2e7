/**
 * A member completed a weekly challenge: its XP is awarded once (progress), and the other
 * members of their pod are told (one notification each).
 */
export type ChallengeCompletedEvent = {
  type: 'challenge.completed';
  actorId: string;
  payload: { challengeId: string; podId: string; title: string; xp: number };
};
