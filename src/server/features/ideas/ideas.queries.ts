import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { IDEA_LIST_LIMIT, type IdeaListQuery } from '#shared/schemas/ideas.ts';
import type { Database } from '../../db/client.ts';
import { isPublic, publicCaseStudy } from '../../db/public-content.ts';
import { ideas } from '../../db/schema/academy.ts';
import { caseStudies } from '../../db/schema/content.ts';
import { ideaCaseStudies, ideaSaves } from '../../db/schema/ideas.ts';
import { matchedWordsSql, prefixQuery } from '../../lib/text-search.ts';

type Executor = Pick<Database, 'select'>;

/** Discussions (threads and replies) on the idea's linked, published case studies. */
// Written out with table names: drizzle leaves columns unqualified in a one-table select.
const discussionCount = sql<number>`(
  select count(*)::int from idea_case_studies l
  join case_studies cs on cs.id = l.case_study_id and ${isPublic(alias(caseStudies, 'cs'))}
  join discussions d on d.related_case_id = l.case_study_id
  where l.idea_id = "ideas"."id"
)`;
const cardColumns = {
  id: ideas.id,
  slug: ideas.slug,
  title: ideas.title,
  summary: ideas.summary,
  category: ideas.category,
  tags: ideas.tags,
  popularityScore: ideas.popularityScore,
  viewCount: ideas.viewCount,
  saveCount: ideas.saveCount,
  createdAt: ideas.createdAt,
};

/** Full-text match over title and summary (stemmed prefixes), or a title similar to the text (typos). */
export function ideaTextMatch(text: string): { where: SQL; query: SQL | null } {
  const query = prefixQuery(text);
  const similarTitle = sql`${text.toLowerCase()} <% lower(${ideas.title})`;
  return { where: query ? (or(sql`${ideas.searchVector} @@ ${query}`, similarTitle) as SQL) : similarTitle, query };
}

const SORT_ORDER = {
  popularity: [desc(ideas.popularityScore), desc(ideas.createdAt), asc(ideas.id)],
  newest: [desc(ideas.createdAt), asc(ideas.id)],
  most_discussed: [desc(discussionCount), desc(ideas.popularityScore), asc(ideas.id)],
} as const;

export async function listIdeas(db: Executor, query: IdeaListQuery) {
  const text = query.q ? ideaTextMatch(query.q) : null;
  const matched = text?.query ? matchedWordsSql(sql`${ideas.title} || E'\n' || ${ideas.summary}`, text.query) : sql<string | null>`null::text`;
  const [rows, [totals]] = await Promise.all([
    db
      .select({ ...cardColumns, discussionCount, matched })
      .from(ideas)
      .where(text?.where)
      .orderBy(...SORT_ORDER[query.sort])
      .limit(IDEA_LIST_LIMIT),
    db.select({ total: count() }).from(ideas).where(text?.where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}
export type IdeaRow = Awaited<ReturnType<typeof listIdeas>>['rows'][number];

export async function findIdea(db: Executor, id: string) {
  const [row] = await db
    .select({ ...cardColumns, discussionCount, matched: sql<string | null>`null::text` })
    .from(ideas)
    .where(eq(ideas.id, id));
  return row ?? null;
}

/** The published case studies linked to each idea, in title order. */
export async function linkedCaseStudies(db: Executor, ideaIds: string[]) {
  if (ideaIds.length === 0) return new Map<string, { id: string; title: string; caseStudyType: 'success' | 'failure' }[]>();
  const rows = await db
    .select({ ideaId: ideaCaseStudies.ideaId, id: caseStudies.id, title: caseStudies.title, caseStudyType: caseStudies.caseStudyType })
    .from(ideaCaseStudies)
    .innerJoin(caseStudies, and(eq(caseStudies.id, ideaCaseStudies.caseStudyId), publicCaseStudy))
    .where(inArray(ideaCaseStudies.ideaId, ideaIds))
    .orderBy(caseStudies.title);
  const byIdea = new Map<string, { id: string; title: string; caseStudyType: 'success' | 'failure' }[]>();
  for (const { ideaId, ...study } of rows) byIdea.set(ideaId, [...(byIdea.get(ideaId) ?? []), study]);
  return byIdea;
}

/** Which of the ideas the member saved. */
export async function savedIdeaIds(db: Executor, userId: string | null, ideaIds: string[]): Promise<Set<string>> {
  if (!userId || ideaIds.length === 0) return new Set();
  const rows = await db
    .select({ ideaId: ideaSaves.ideaId })
    .from(ideaSaves)
    .where(and(eq(ideaSaves.userId, userId), inArray(ideaSaves.ideaId, ideaIds)));
  return new Set(rows.map((row) => row.ideaId));
}

export async function countPublishedCaseStudies(db: Executor, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const [row] = await db
    .select({ total: count() })
    .from(caseStudies)
    .where(and(inArray(caseStudies.id, ids), publicCaseStudy));
  return row?.total ?? 0;
}
