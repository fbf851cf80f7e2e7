import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { MATCH_LIMIT, type MatchedStudy } from '#shared/domain/idea-evidence.ts';
import type { AiTool } from '#shared/domain/ai-tools.ts';
import type { Database } from '../../db/client.ts';
import { isPublic } from '../../db/public-content.ts';
import { caseStudies, tactics } from '../../db/schema/content.ts';
import { aiToolUses } from '../../db/schema/ideas.ts';

/** Words read from a described idea: enough for a paragraph, few enough to keep the query cheap. */
const MAX_WORDS = 24;
/** Words long enough to be compared by trigrams (typo tolerance). */
const MAX_TRIGRAM_WORDS = 8;

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

/** The member's metered uses in the month (first day of the UTC month). */
export async function countUses(db: Pick<Database, 'select'>, userId: string, month: string): Promise<number> {
  const [row] = await db
    .select({ uses: count() })
    .from(aiToolUses)
    .where(and(eq(aiToolUses.userId, userId), eq(aiToolUses.month, month)));
  return row?.uses ?? 0;
}

export async function recordUse(db: Pick<Database, 'insert'>, userId: string, tool: AiTool, month: string): Promise<void> {
  await db.insert(aiToolUses).values({ userId, tool, month });
}

