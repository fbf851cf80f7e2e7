import { sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TacticCategory } from '#shared/constants.ts';
import { MATCH_LIMIT, type MatchedStudy } from '#shared/domain/idea-evidence.ts';
import type { Database } from '../db/client.ts';
import { isPublic } from '../db/public-content.ts';
import { caseStudies, tactics } from '../db/schema/content.ts';

// The published case studies closest to a text: what the idea tools and Leo, the mentor, ground
// their answers in (decisions 021, 059).

/** Words read from a described idea: enough for a paragraph, few enough to keep the query cheap. */
const MAX_WORDS = 24;
/** Words long enough to be compared by trigrams (typo tolerance). */
const MAX_TRIGRAM_WORDS = 8;

/** pg_trgm's default (0.6) misses one wrong letter in a short word; this finds it. */
const TYPO_WORD_SIMILARITY = 0.5;

/** Lets `matchStudies` find a study through a misspelt word for the rest of the transaction. */
export async function allowTypos(tx: Pick<Database, 'execute'>): Promise<void> {
  await tx.execute(sql.raw(`set local pg_trgm.word_similarity_threshold = ${TYPO_WORD_SIMILARITY}`));
}

/** The distinct words of at least three letters or digits, lower-cased; punctuation never reaches tsquery syntax. */
export function ideaWords(text: string): string[] {
  return [...new Set(text.toLowerCase().match(/[\p{L}\p{N}]{3,}/gu) ?? [])].slice(0, MAX_WORDS);
}

/**
 * The published case studies most similar to a text: full-text similarity over the weighted
 * `search_vector` (any word, as a stemmed prefix, ranked by ts_rank so studies matching more and
 * weightier words come first), with trigram word similarity against the title and introduction
 * so a misspelt word still finds its study. Best match first, at most MATCH_LIMIT.
 */
export async function matchStudies(db: Pick<Database, 'execute'>, text: string): Promise<MatchedStudy[]> {
  const words = ideaWords(text);
  if (words.length === 0) return [];
  const query = sql`to_tsquery('english', ${words.map((word) => `${word}:*`).join(' | ')})`;
  const typoWords = words.filter((word) => word.length >= 4).slice(0, MAX_TRIGRAM_WORDS);
  const similar: SQL[] = typoWords.map((word) => sql`${word} <% cs.search_text`);
  const where = sql.join([sql`cs.search_vector @@ ${query}`, ...similar], sql` or `);
  const result = (await db.execute(sql`
    select cs.id, cs.title, cs.case_study_type, cs.monthly_revenue, cs.starting_costs, cs.business_model,
      cs.primary_growth_channel, cs.tags, cs.content_lessons_learned as lessons_learned,
      coalesce((
        select array_agg(distinct signal order by signal)
        from tactic_case_studies tcs
        join tactics t on t.id = tcs.tactic_id and ${isPublic(alias(tactics, 't'))}
        cross join lateral unnest(t.failure_signals) as signal
        where tcs.case_study_id = cs.id
      ), '{}'::text[]) as failure_signals
    from case_studies cs
    where ${isPublic(alias(caseStudies, 'cs'))} and (${where})
    order by ts_rank(cs.search_vector, ${query}) desc,
      ${typoWords.length > 0 ? sql`greatest(${sql.join(typoWords.map((word) => sql`word_similarity(${word}, cs.search_text)`), sql`, `)}) desc,` : sql``}
      cs.published_at desc, cs.id
    limit ${MATCH_LIMIT}
  `)) as unknown as {
    rows: {
    id: string;
    title: string;
    case_study_type: MatchedStudy['caseStudyType'];
    monthly_revenue: number;
    starting_costs: number;
    business_model: MatchedStudy['businessModel'];
    primary_growth_channel: MatchedStudy['primaryGrowthChannel'];
    tags: string[];
    lessons_learned: string | null;
    failure_signals: string[];
    }[];
  };
  return result.rows.map((row) => ({
    id: row.id,
    title: row.title,
    caseStudyType: row.case_study_type,
    monthlyRevenue: Number(row.monthly_revenue),
    startingCosts: Number(row.starting_costs),
    businessModel: row.business_model,
    primaryGrowthChannel: row.primary_growth_channel,
    tags: row.tags,
    lessonsLearned: row.lessons_learned,
    failureSignals: row.failure_signals,
  }));
}

export type LinkedTactic = { id: string; name: string; category: TacticCategory };

/**
 * The published tactics an editor linked to the given case studies, those linked to more of them
 * first (then the earlier study's), at most `limit`.
 */
export async function linkedTactics(db: Pick<Database, 'execute'>, studyIds: string[], limit: number): Promise<LinkedTactic[]> {
  if (studyIds.length === 0) return [];
  const ids = sql.join(studyIds.map((id, index) => sql`(${id}::uuid, ${index}::int)`), sql`, `);
  const result = (await db.execute(sql`
    select t.id, t.name, t.category
    from (values ${ids}) as matched(case_study_id, position)
    join tactic_case_studies tcs on tcs.case_study_id = matched.case_study_id
    join tactics t on t.id = tcs.tactic_id and ${isPublic(alias(tactics, 't'))}
    group by t.id, t.name, t.category
    order by count(*) desc, min(matched.position), t.name
    limit ${limit}
  `)) as unknown as { rows: LinkedTactic[] };
  return result.rows.map((row) => ({ id: row.id, name: row.name, category: row.category }));
}
