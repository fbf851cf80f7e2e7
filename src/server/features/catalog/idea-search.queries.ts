import { desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { SearchResults } from '#shared/schemas/content.ts';
import type { Database } from '../../db/client.ts';
import { ideas } from '../../db/schema/academy.ts';
import { highlightRanges, markedWords, matchedWordsSql, prefixQuerySource, toTsquery } from '../../lib/text-search.ts';

/** The best ideas and how many match; `source` (a to_tsquery() input) and `lowered` may be placeholders. */
function ideaSearch(db: Database, source: unknown, lowered: unknown, limit: unknown) {
  const query = source === null ? null : toTsquery(source);
  const similarTitle = sql`${lowered} <% lower(${ideas.title})`;
  const where = (query ? or(sql`${ideas.searchVector} @@ ${query}`, similarTitle) : similarTitle) as SQL;
  const matched = query ? matchedWordsSql(sql`${ideas.title} || E'\n' || ${ideas.summary}`, query) : sql<string | null>`null::text`;
  const rank = query ? sql`ts_rank(${ideas.searchVector}, ${query})` : sql`word_similarity(${lowered}, lower(${ideas.title}))`;
  // One statement: the best ids with their place and the number of matches, then their text.
  const order = [desc(rank), desc(ideas.popularityScore), ideas.id];
  const best = db
    .select({ id: ideas.id, place: sql<number>`row_number() over (order by ${sql.join(order, sql`, `)})`.as('place'), total: sql<number>`(count(*) over ())::int`.as('total') })
    .from(ideas)
    .where(where)
    .orderBy(...order)
    .limit(limit as number)
    .as('best');
  return db
    .select({ id: ideas.id, title: ideas.title, summary: ideas.summary, category: ideas.category, matched, total: best.total })
    .from(ideas)
    .innerJoin(best, eq(best.id, ideas.id))
    .orderBy(best.place);
}

/** The search for words, prepared once per database. */
const preparedSearch = new WeakMap<Database, ReturnType<typeof prepareSearch>>();

function prepareSearch(db: Database) {
  return ideaSearch(db, sql.placeholder('source'), sql.placeholder('lowered'), sql.placeholder('limit')).prepare('idea_search');
}

/** Ideas of /ideas for the header search: full-text over title and summary, or a similar title. */
export async function searchIdeas(db: Database, text: string, limit: number): Promise<{ hits: SearchResults['ideas']; total: number }> {
  const source = prefixQuerySource(text);
  let rows;
  if (source === null) {
    rows = await ideaSearch(db, null, text.toLowerCase(), limit);
  } else {
    let prepared = preparedSearch.get(db);
    if (!prepared) {
      prepared = prepareSearch(db);
      preparedSearch.set(db, prepared);
    }
    rows = await prepared.execute({ source, lowered: text.toLowerCase(), limit });
  }
  const hits = rows.map(({ matched: headline, total: _total, ...idea }) => {
    const words = markedWords(headline);
    return { ...idea, highlights: { title: highlightRanges(idea.title, words), summary: highlightRanges(idea.summary, words) } };
  });
  return { hits, total: rows[0]?.total ?? 0 };
}
