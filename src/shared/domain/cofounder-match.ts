import {
  COFOUNDER_COMMITMENT_LABELS,
  COFOUNDER_REGION_LABELS,
  COFOUNDER_SKILL_LABELS,
  COFOUNDER_STAGE_LABELS,
  type CofounderMatchReason,
  type CofounderProfileFields,
  type CofounderSkill,
} from '../schemas/cofounders.ts';

/**
 * How well another member's profile fits the member's (decision 065): an explainable score, the
 * sum of its reasons' points. Complementary skills weigh most (each skill they have that you look
 * for, and each of yours they look for), then the same time zone band and the same stage, then the
 * same commitment.
 */
export const MATCH_POINTS = { skill: 3, region: 2, stage: 2, commitment: 1 } as const;

const labels = (skills: readonly CofounderSkill[]) => skills.map((skill) => COFOUNDER_SKILL_LABELS[skill]).join(', ');
const overlap = (wanted: readonly CofounderSkill[], offered: readonly CofounderSkill[]) => wanted.filter((skill) => offered.includes(skill));

type Fields = Pick<CofounderProfileFields, 'skills' | 'seeking' | 'region' | 'stage' | 'commitment'>;

export function matchReasons(mine: Fields, theirs: Fields): CofounderMatchReason[] {
  const reasons: CofounderMatchReason[] = [];
  const theyHave = overlap(mine.seeking, theirs.skills);
  if (theyHave.length > 0) reasons.push({ kind: 'they_have', text: `Has skills you look for: ${labels(theyHave)}`, points: theyHave.length * MATCH_POINTS.skill });
  const theySeek = overlap(theirs.seeking, mine.skills);
  if (theySeek.length > 0) reasons.push({ kind: 'they_seek', text: `Looks for your skills: ${labels(theySeek)}`, points: theySeek.length * MATCH_POINTS.skill });
  if (mine.region === theirs.region) reasons.push({ kind: 'region', text: `Same time zone band: ${COFOUNDER_REGION_LABELS[theirs.region]}`, points: MATCH_POINTS.region });
  if (mine.stage === theirs.stage) reasons.push({ kind: 'stage', text: `Same stage: ${COFOUNDER_STAGE_LABELS[theirs.stage]}`, points: MATCH_POINTS.stage });
  if (mine.commitment === theirs.commitment) reasons.push({ kind: 'commitment', text: `Both ${COFOUNDER_COMMITMENT_LABELS[theirs.commitment].toLowerCase()}`, points: MATCH_POINTS.commitment });
  return reasons;
}

export const matchScore = (reasons: readonly CofounderMatchReason[]) => reasons.reduce((sum, reason) => sum + reason.points, 0);

/** Best fit first; equal scores by who was admitted first, then by id, so the order is stable. */
export function rankMatches<T extends { score: number; admittedAt: Date | string; userId: string }>(candidates: readonly T[]): T[] {
  const time = (value: Date | string) => new Date(value).getTime();
  return [...candidates].sort((a, b) => b.score - a.score || time(a.admittedAt) - time(b.admittedAt) || (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0));
}
