/** Recommendations (member-area §2, §9): scored on the server from the member's interests. */
export const RECOMMENDATIONS_SHOWN = 10;
export const CANDIDATES_PER_KIND = 20;
export const FAVOURITES_PER_KIND = 3;
export const INTEREST_BONUS = 10;
export const HIGH_RATING_BONUS = 5;
/** "average_rating above 4". */
export const HIGH_RATING_ABOVE = 4;
export const REGION_TAGS_ON_CARD = 2;

export type Candidate =
  | { type: 'case_study'; id: string; title: string; regionTags: readonly string[]; voteCount: number | null; averageRating: number | null }
  | { type: 'tactic'; id: string; title: string; category: string; voteCount: number | null; averageRating: number | null };

export type Recommendation = {
  id: string;
  type: 'case_study' | 'tactic';
  title: string;
  score: number;
  reason: string;
  regionTags: string[];
  category: string | null;
};

export type Interests = { regions: string[]; categories: string[] };

/** The most frequent values first (ties by first seen), at most `limit`. */
export function topByFrequency(values: readonly string[], limit = FAVOURITES_PER_KIND): string[] {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .map(([value]) => value);
}

/**
 * Score = vote_count (0 if missing) + 10 if the item matches a favourite region (case study) or
 * category (tactic) + 5 if average_rating is above 4. The reason names the strongest signal:
 * the interest ("Matches your interest in {region}" / "{category}"), else a high rating
 * ("Highly rated content" / "Highly rated tactic"), else "Popular content" / "Popular tactic".
 */
export function scoreCandidate(candidate: Candidate, interests: Interests): Recommendation {
  const isStudy = candidate.type === 'case_study';
  const matched = isStudy ? candidate.regionTags.find((tag) => interests.regions.includes(tag)) : interests.categories.includes(candidate.category) ? candidate.category : undefined;
  const highlyRated = (candidate.averageRating ?? 0) > HIGH_RATING_ABOVE;
  const score = (candidate.voteCount ?? 0) + (matched ? INTEREST_BONUS : 0) + (highlyRated ? HIGH_RATING_BONUS : 0);
  const reason = matched
    ? `Matches your interest in ${matched}`
    : highlyRated
      ? isStudy
        ? 'Highly rated content'
        : 'Highly rated tactic'
      : isStudy
        ? 'Popular content'
        : 'Popular tactic';
  return {
    id: candidate.id,
    type: candidate.type,
    title: candidate.title,
    score,
    reason,
    regionTags: isStudy ? candidate.regionTags.slice(0, REGION_TAGS_ON_CARD) : [],
    category: isStudy ? null : candidate.category,
  };
}

/** The top 10 by score (ties keep the candidates' order: most votes first). */
export function recommend(candidates: readonly Candidate[], interests: Interests, limit = RECOMMENDATIONS_SHOWN): Recommendation[] {
  return candidates
    .map((c) => scoreCandidate(c, interests))
    .map((r, i) => ({ r, i }))
    .sort((a, b) => b.r.score - a.r.score || a.i - b.i)
    .slice(0, limit)
    .map(({ r }) => r);
}
