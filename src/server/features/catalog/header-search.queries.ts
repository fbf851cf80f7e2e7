import { eq, sql } from 'drizzle-orm';
import { caseStudyBrowseQuerySchema } from '#shared/filters.ts';
import { tacticListQuerySchema } from '#shared/schemas/content.ts';
import type { Database } from '../../db/client.ts';
import { catalogVersion } from '../../db/schema/content.ts';
import { prefixQuerySource, toTsquery } from '../../lib/text-search.ts';
import { parseTsquery } from './browse-index/text-query.ts';
import { listCaseStudies } from './case-studies.queries.ts';
import { ideaHits, ideaSearchJson, searchIdeasByTitle } from './idea-search.queries.ts';
import { listTactics, tacticSearchJson, tacticsFromJson } from './tactics.queries.ts';

/**
 * The header search's first statement: the parsed words and the catalog version for the browse
 * index, and the tactics and ideas matching them, so a search costs two statements (this and
 * the case studies' cards) rather than four.
 */
function prepareWordSearch(db: Database) {
  const source = sql.placeholder('source');
  const lowered = sql.placeholder('lowered');
  const limit = sql.placeholder('limit');
  return db
    .select({
      text: sql<string>`${toTsquery(source)}::text`,
      catalogVersion: sql<number>`catalog_version.version::float8`,
      tactics: tacticSearchJson(db, source, lowered, limit),
      ideas: ideaSearchJson(db, source, lowered, limit),
    })
    .from(catalogVersion)
    .where(eq(catalogVersion.id, 1))
    .prepare('header_search');
}

const preparedWordSearch = new WeakMap<Database, ReturnType<typeof prepareWordSearch>>();

/** Case studies, tactics and ideas matching what was typed in the header search, best first. */
export async function headerSearch(db: Database, q: string, perType: number, currentYear: number) {
  const studyFilters = { ...caseStudyBrowseQuerySchema.parse({ q }), regions: [], pageSize: perType };
  const source = prefixQuerySource(q);
  if (source === null) {
    // No word at all (punctuation): substrings and similar names, in SQL.
    const [studies, tactics, ideas] = await Promise.all([
      listCaseStudies(db, studyFilters, currentYear, 'relevance'),
      listTactics(db, tacticListQuerySchema.parse({ q, pageSize: perType })),
      searchIdeasByTitle(db, q, perType),
    ]);
    return { studies, tactics, ideas };
  }
  let prepared = preparedWordSearch.get(db);
  if (!prepared) {
    prepared = prepareWordSearch(db);
    preparedWordSearch.set(db, prepared);
  }
  const [found] = await prepared.execute({ source, lowered: q.toLowerCase(), limit: perType });
  if (!found) throw new Error('catalog_version has no row');
  const parsed = { text: parseTsquery(found.text), catalogVersion: found.catalogVersion };
  const studies = await listCaseStudies(db, studyFilters, currentYear, 'relevance', parsed);
  return { studies, tactics: tacticsFromJson(found.tactics), ideas: { hits: ideaHits(found.ideas.rows), total: found.ideas.total } };
}
