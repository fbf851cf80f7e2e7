import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { CANDIDATES_PER_KIND, type Candidate } from '#shared/domain/recommendations.ts';
import type { Database } from '../../db/client.ts';
import { isPublic, publicCaseStudy, publicTactic } from '../../db/public-content.ts';
import { caseStudies, tactics } from '../../db/schema/content.ts';

/** What the member upvoted, bookmarked or rated 4 or more: one row per interaction. */
const interacted = (userId: string) => sql`
  interacted as (
    select case_study_id, tactic_id from votes where user_id = ${userId} and vote_type = 'upvote'
    union all select case_study_id, tactic_id from bookmarks where user_id = ${userId}
    union all select case_study_id, tactic_id from ratings where user_id = ${userId} and rating >= 4
  )`;

type InterestRow = { region_tags: string[] | null; category: string | null };

/** The region tags and categories of every interaction (frequencies are counted from these). */
export async function findInterestSignals(db: Database, userId: string) {
  const result = (await db.execute(sql`
    with ${interacted(userId)}
    select cs.region_tags, t.category::text as category
    from interacted i
    left join case_studies cs on cs.id = i.case_study_id and ${isPublic(alias(caseStudies, 'cs'))}
    left join tactics t on t.id = i.tactic_id and ${isPublic(alias(tactics, 't'))}`)) as unknown as { rows: InterestRow[] };
  return result.rows;
}

type CandidateRow = { type: 'case_study' | 'tactic'; id: string; title: string; region_tags: string[] | null; category: string | null; vote_count: number; average_rating: string | number | null };

/** The 20 most-voted published case studies and tactics the member has not interacted with. */
export async function findCandidates(db: Database, userId: string): Promise<Candidate[]> {
  const result = (await db.execute(sql`
    with ${interacted(userId)}
    (select 'case_study' as type, id, title, region_tags, null::text as category, vote_count, average_rating
       from case_studies
      where ${publicCaseStudy} and id not in (select case_study_id from interacted where case_study_id is not null)
      order by vote_count desc, published_at desc
      limit ${CANDIDATES_PER_KIND})
    union all
    (select 'tactic' as type, id, name as title, null::text[] as region_tags, category::text, vote_count, average_rating
       from tactics
      where ${publicTactic} and id not in (select tactic_id from interacted where tactic_id is not null)
      order by vote_count desc, created_at desc
      limit ${CANDIDATES_PER_KIND})`)) as unknown as { rows: CandidateRow[] };
  return result.rows.map((r) =>
    r.type === 'case_study'
      ? { type: 'case_study', id: r.id, title: r.title, regionTags: r.region_tags ?? [], voteCount: Number(r.vote_count), averageRating: r.average_rating === null ? null : Number(r.average_rating) }
      : { type: 'tactic', id: r.id, title: r.title, category: r.category ?? '', voteCount: Number(r.vote_count), averageRating: r.average_rating === null ? null : Number(r.average_rating) },
  );
}
