import { desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { SearchResults } from '#shared/schemas/content.ts';
import type { Database } from '../../db/client.ts';
import { ideas } from '../../db/schema/academy.ts';
import { cardsAsJson, rankedPage } from '../../lib/sql-helpers.ts';
import { highlightRanges, markedWords, matchedWordsSql, toTsquery } from '../../lib/text-search.ts';

/** The best ideas' ids with their place and how many match, and the words each matched; `source` (a to_tsquery() input) and `lowered` may be placeholders. */
function bestIdeas(db: Database, source: unknown, lowered: unknown, limit: unknown) {
  const query = source === null ? null : toTsquery(source);
  const similarTitle = sql`${lowered} <% lower(${ideas.title})`;
  const where = (query ? or(sql`${ideas.searchVector} @@ ${query}`, similarTitle) : similarTitle) as SQL;
  const matched = query ? matchedWordsSql(sql`${ideas.title} || E'\n' || ${ideas.summary}`, query) : sql<string | null>`null::text`;
  const rank = query ? sql`ts_rank(${ideas.searchVector}, ${query})` : sql`word_similarity(${lowered}, lower(${ideas.title}))`;
  const order = [desc(rank), desc(ideas.popularityScore), ideas.id];
  const best = rankedPage(db, ideas, ideas.id, 'best', { where, order, limit });
  return { best, matched };
}

function ideaSearch(db: Database, source: unknown, lowered: unknown, limit: unknown) {
  const { best, matched } = bestIdeas(db, source, lowered, limit);
  return db
    .select({ id: ideas.id, title: ideas.title, summary: ideas.summary, category: ideas.category, matched, total: best.total })
    .from(ideas)
    .innerJoin(best, eq(best.id, ideas.id))
    .orderBy(best.place);
}

type IdeaRow = Awaited<ReturnType<typeof ideaSearch>>[number];
export type IdeaSearchJson = { total: number; rows: Omit<IdeaRow, 'total'>[] };

/** The search for words as one JSON value, for a statement that reads other things besides. */
export function ideaSearchJson(db: Database, source: unknown, lowered: unknown, limit: unknown): SQL<IdeaSearchJson> {
  const { best, matched } = bestIdeas(db, source, lowered, limit);
  const card = sql`json_build_object('id', ${ideas.id}, 'title', ${ideas.title}, 'summary', ${ideas.summary}, 'category', ${ideas.category}, 'matched', ${matched})`;
  return cardsAsJson<IdeaSearchJson>(card, 'ideas', best, 'best');
}

/** Hits with the matched words as ranges of title and summary. */
export function ideaHits(rows: IdeaSearchJson['rows']): SearchResults['ideas'] {
  return rows.map(({ matched: headline, ...idea }) => {
    const words = markedWords(headline);
    return { ...idea, highlights: { title: highlightRanges(idea.title, words), summary: highlightRanges(idea.summary, words) } };
  });
}

/** Ideas for a search text without any word: a title similar to it (the words' search is part of the header search's statement). */
export async function searchIdeasByTitle(db: Database, text: string, limit: number): Promise<{ hits: SearchResults['ideas']; total: number }> {
  const rows = await ideaSearch(db, null, text.toLowerCase(), limit);
  return { hits: ideaHits(rows.map(({ total: _total, ...idea }) => idea)), total: rows[0]?.total ?? 0 };
}
