import { count, desc, or, sql, type SQL } from 'drizzle-orm';
import type { SearchResults } from '#shared/schemas/content.ts';
import type { Database } from '../../db/client.ts';
import { ideas } from '../../db/schema/academy.ts';
import { highlightRanges, markedWords, matchedWordsSql, prefixQuery } from '../../lib/text-search.ts';

/** Ideas of /ideas for the header search: full-text over title and summary, or a similar title. */
export async function searchIdeas(db: Database, text: string, limit: number): Promise<{ hits: SearchResults['ideas']; total: number }> {
  const query = prefixQuery(text);
  const similarTitle = sql`${text.toLowerCase()} <% lower(${ideas.title})`;
  const where = (query ? or(sql`${ideas.searchVector} @@ ${query}`, similarTitle) : similarTitle) as SQL;
  const matched = query ? matchedWordsSql(sql`${ideas.title} || E'\n' || ${ideas.summary}`, query) : sql<string | null>`null::text`;
  const rank = query ? sql`ts_rank(${ideas.searchVector}, ${query})` : sql`word_similarity(${text.toLowerCase()}, lower(${ideas.title}))`;
  const [rows, [totals]] = await Promise.all([
    db
      .select({ id: ideas.id, title: ideas.title, summary: ideas.summary, category: ideas.category, matched })
      .from(ideas)
      .where(where)
      .orderBy(desc(rank), desc(ideas.popularityScore), ideas.id)
      .limit(limit),
    db.select({ total: count() }).from(ideas).where(where),
  ]);
  const hits = rows.map(({ matched: headline, ...idea }) => {
    const words = markedWords(headline);
    return { ...idea, highlights: { title: highlightRanges(idea.title, words), summary: highlightRanges(idea.summary, words) } };
  });
  return { hits, total: totals?.total ?? 0 };
}
