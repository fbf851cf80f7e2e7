import { sql, type SQL } from 'drizzle-orm';
import { bigint, bigserial, check, customType, index, integer, json, jsonb, numeric, pgTable, primaryKey, text, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { SNIPPET_MAX } from '../../../shared/constants.ts';
import type { CaseStudyContent, KeyDecisions, MetricsSnapshot } from '../../../shared/schemas/case-study-content.ts';
import type { FiguresProvenance } from '../../../shared/schemas/case-study-insert.ts';
import {
  businessModelEnum,
  caseStudyTypeEnum,
  contentLanguageEnum,
  continentEnum,
  customerTypeEnum,
  fundingTypeEnum,
  growthChannelEnum,
  involvementEnum,
  publicationStatusEnum,
  tacticCategoryEnum,
} from './enums.ts';
import { cascadeRef, createdAt, defaultsToNow, id, setNullRef, timestamps, timestamptz } from './columns.ts';
import { optionalMemberRef } from './member-columns.ts';

/** PostgreSQL's full-text document type; only the database reads and writes it. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * What case studies and tactics both keep after their own columns: the members' votes and ratings,
 * kept as counters, and the editorial state. Spread in place, so the columns' order is unchanged.
 */
const reviewedContentColumns = () => ({
  /** Upvotes minus downvotes; changed by each vote's delta in the same transaction as the vote. */
  voteCount: integer('vote_count').notNull().default(0),
  ratingCount: integer('rating_count').notNull().default(0),
  /** Sum of the stars given, so the average follows each rating by a delta, never a recount. */
  ratingSum: integer('rating_sum').notNull().default(0),
  averageRating: numeric('average_rating', { precision: 3, scale: 2, mode: 'number' }).notNull().default(0),
  /** The member who submitted it, notified of votes, ratings and discussions; null for staff-written content. */
  submittedBy: optionalMemberRef('submitted_by'),
  /** The editor's reason when the item was last returned to its author. */
  reviewNote: text('review_note'),
  /** Raised by every edit and transition: a save based on an older version is refused. */
  version: integer('version').notNull().default(1),
  ...timestamps(),
});

/**
 * One table for the member-facing story (content_structure, metrics_snapshot, region_tags) and
 * the admin payload (snippet, business figures, content_* sections). Money is whole US dollars.
 */
export const caseStudies = pgTable(
  'case_studies',
  {
    id: id(),
    title: text('title').notNull(),
    status: publicationStatusEnum('status').notNull().default('draft'),
    caseStudyType: caseStudyTypeEnum('case_study_type').notNull().default('success'),
    snippet: text('snippet'),
    businessName: text('business_name'),
    websiteUrl: text('website_url'),
    founderName: text('founder_name'),
    founderSocialUrl: text('founder_social_url'),
    featuredImageUrl: text('featured_image_url'),
    language: contentLanguageEnum('language').notNull().default('English'),
    regionTags: text('region_tags').array().notNull().default([]),
    /** Lower-cased region tags (lower_tags() from migration 0005): the region filter ignores case. */
    regionKeys: text('region_keys')
      .array()
      .notNull()
      .generatedAlwaysAs((): SQL => sql`lower_tags(${caseStudies.regionTags})`),
    niche: text('niche').array().notNull().default([]),
    tags: text('tags').array().notNull().default([]),
    monthlyRevenue: integer('monthly_revenue').notNull().default(0),
    /** Negative for a loss-making month. */
    monthlyProfit: integer('monthly_profit'),
    grossMarginPercent: numeric('gross_margin_percent', { precision: 5, scale: 2, mode: 'number' }),
    startingCosts: integer('starting_costs').notNull().default(0),
    founderCount: integer('founder_count').notNull().default(1),
    employeeCount: integer('employee_count').notNull().default(0),
    yearFounded: integer('year_founded'),
    country: text('country'),
    continent: continentEnum('continent'),
    // Classification is null for member submissions until an editor fills it in.
    businessModel: businessModelEnum('business_model'),
    primaryGrowthChannel: growthChannelEnum('primary_growth_channel'),
    fundingType: fundingTypeEnum('funding_type'),
    customerType: customerTypeEnum('customer_type'),
    involvement: involvementEnum('involvement'),
    contentStructure: jsonb('content_structure').$type<CaseStudyContent>().notNull(),
    metricsSnapshot: jsonb('metrics_snapshot').$type<MetricsSnapshot>().notNull().default({}),
    contentGenesis: text('content_genesis'),
    contentValidation: text('content_validation'),
    contentBuilding: text('content_building'),
    contentLaunch: text('content_launch'),
    contentGrowth: text('content_growth'),
    contentStatusFuture: text('content_status_future'),
    contentLessonsLearned: text('content_lessons_learned'),
    contentAdvice: text('content_advice'),
    founderQuote: text('founder_quote'),
    techStackPlaybook: text('tech_stack_playbook').array().notNull().default([]),
    resourceLibrary: text('resource_library').array().notNull().default([]),
    keyDecisions: jsonb('key_decisions').$type<KeyDecisions>(),
    /** Source kind and as-of date of revenue, profit, costs and team (PRODUCT §11). */
    figuresProvenance: jsonb('figures_provenance').$type<FiguresProvenance>().notNull().default({}),
    sourceUrl: text('source_url'),
    /** Lower-cased title and introduction, kept by the database, for case-insensitive substring search. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`lower(${caseStudies.title} || E'\n' || coalesce(${caseStudies.contentStructure} ->> 'introduction', ''))`),
    /**
     * Weighted full-text document (title > introduction > tags, model, channel, regions, niches >
     * the rest of the story), built by case_study_search_vector() from migration 0003.
     */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`case_study_search_vector(${caseStudies.title}, ${caseStudies.contentStructure}, ${caseStudies.tags} || ${caseStudies.regionTags} || ${caseStudies.niche} || ARRAY[${caseStudies.country}], ${caseStudies.businessModel}, ${caseStudies.primaryGrowthChannel}, ARRAY[${caseStudies.contentGenesis}, ${caseStudies.contentValidation}, ${caseStudies.contentBuilding}, ${caseStudies.contentLaunch}, ${caseStudies.contentGrowth}, ${caseStudies.contentStatusFuture}, ${caseStudies.contentLessonsLearned}, ${caseStudies.contentAdvice}, ${caseStudies.founderQuote}])`,
      ),
    /**
     * The title (A), introduction (B) and labels (C) alone, by case_study_search_head() from
     * migration 0027: search ranks by these, and a word only in the story ranks after them (ADR 029).
     */
    searchHead: tsvector('search_head')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`case_study_search_head(${caseStudies.title}, ${caseStudies.contentStructure}, ${caseStudies.tags} || ${caseStudies.regionTags} || ${caseStudies.niche} || ARRAY[${caseStudies.country}], ${caseStudies.businessModel}, ${caseStudies.primaryGrowthChannel})`,
      ),
    /**
     * Each word a card shows (title, then snippet or introduction) with its lexemes, one
     * `word<TAB>lexeme` per line, by case_study_card_words() from migration 0029: the words a
     * search matched are marked from these, as ts_headline would mark them (ADR 037).
     */
    cardWords: text('card_words')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`case_study_card_words(${caseStudies.title}, ${caseStudies.snippet}, ${caseStudies.contentStructure})`),
    viewCount: integer('view_count').notNull().default(0),
    ...reviewedContentColumns(),
    publishedAt: timestamptz('published_at'),
    /**
     * The card as the API writes it, by case_study_card() (migrations 0049, 0050): a page of cards
     * is sent as these, neither built nor written again on every read (decisions 099, 100). Kept
     * by the database, so a vote or an edit changes it with the row.
     */
    card: json('card')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`case_study_card(${caseStudies.id}, ${caseStudies.title}, ${caseStudies.snippet}, ${caseStudies.contentStructure}, ${caseStudies.caseStudyType}, ${caseStudies.monthlyRevenue}, ${caseStudies.submittedBy}, ${caseStudies.figuresProvenance}, ${caseStudies.startingCosts}, ${caseStudies.businessModel}, ${caseStudies.primaryGrowthChannel}, ${caseStudies.businessName}, ${caseStudies.country}, ${caseStudies.regionTags}, ${caseStudies.featuredImageUrl}, ${caseStudies.voteCount}, ${caseStudies.averageRating}, ${caseStudies.publishedAt})`,
      ),
  },
  (t) => [
    check('case_studies_snippet_length_check', sql`char_length(${t.snippet}) <= ${sql.raw(String(SNIPPET_MAX))}`),
    check('case_studies_published_at_check', sql`${t.status} <> 'published' OR ${t.publishedAt} IS NOT NULL`),
    check('case_studies_amounts_check', sql`${t.monthlyRevenue} >= 0 AND ${t.startingCosts} >= 0`),
    check('case_studies_team_check', sql`${t.founderCount} >= 1 AND ${t.employeeCount} >= 0`),
    check('case_studies_counters_check', sql`${t.viewCount} >= 0 AND ${t.ratingCount} >= 0`),
    check('case_studies_average_rating_check', sql`${t.averageRating} BETWEEN 0 AND 5`),
    index('case_studies_status_published_at_idx').on(t.status, t.publishedAt.desc().nullsFirst()),
    index('case_studies_status_created_at_idx').on(t.status, t.createdAt.desc().nullsFirst()),
    // The four browse-sort indexes cover every filter column (INCLUDE), so a deep page is found
    // in the index alone; drizzle cannot declare INCLUDE, they live in migrations 0009 and 0027 (ADR 006, 029).
    index('case_studies_starting_costs_idx').on(t.startingCosts),
    index('case_studies_team_size_idx').using('btree', sql`(${t.founderCount} + ${t.employeeCount})`),
    index('case_studies_business_model_idx').on(t.businessModel),
    index('case_studies_primary_growth_channel_idx').on(t.primaryGrowthChannel),
    index('case_studies_funding_type_idx').on(t.fundingType),
    index('case_studies_case_study_type_idx').on(t.caseStudyType),
    index('case_studies_customer_type_idx').on(t.customerType),
    index('case_studies_involvement_idx').on(t.involvement),
    index('case_studies_continent_idx').on(t.continent),
    index('case_studies_country_idx').on(t.country),
    index('case_studies_year_founded_idx').on(t.yearFounded),
    index('case_studies_submitted_by_idx').on(t.submittedBy),
    index('case_studies_region_keys_idx').using('gin', t.regionKeys),
    index('case_studies_niche_idx').using('gin', t.niche),
    index('case_studies_tags_idx').using('gin', t.tags),
    // Case-insensitive substring search: lower(column) LIKE '%term%' uses these.
    // Typo tolerance: word similarity against title and introduction.
    index('case_studies_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('case_studies_search_vector_idx').using('gin', t.searchVector),
    index('case_studies_search_head_idx').using('gin', t.searchHead),
  ],
);

export const tactics = pgTable(
  'tactics',
  {
    id: id(),
    name: text('name').notNull(),
    /** Sanitised on the server before it is stored. */
    descriptionHtml: text('description_html').notNull(),
    category: tacticCategoryEnum('category').notNull(),
    /** Staff content is published directly; member submissions are inserted as drafts. */
    status: publicationStatusEnum('status').notNull().default('published'),
    successSignals: text('success_signals').array().notNull().default([]),
    failureSignals: text('failure_signals').array().notNull().default([]),
    implementationTips: text('implementation_tips').array().notNull().default([]),
    tags: text('tags').array().notNull().default([]),
    parentTacticId: setNullRef('parent_tactic_id', (): AnyPgColumn => tactics.id),
    /** Name, description text (never its markup) and tags, built by tactic_search_vector() from migration 0003. */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`tactic_search_vector(${tactics.name}, ${tactics.descriptionHtml}, ${tactics.tags})`),
    ...reviewedContentColumns(),
    /** Defaults to the insert time because the default status is published; drafts pass null. */
    publishedAt: timestamptz('published_at').defaultNow(),
  },
  (t) => [
    check('tactics_published_at_check', sql`${t.status} <> 'published' OR ${t.publishedAt} IS NOT NULL`),
    check('tactics_no_self_parent_check', sql`${t.parentTacticId} IS NULL OR ${t.parentTacticId} <> ${t.id}`),
    check('tactics_counters_check', sql`${t.ratingCount} >= 0`),
    check('tactics_average_rating_check', sql`${t.averageRating} BETWEEN 0 AND 5`),
    index('tactics_category_idx').on(t.category),
    index('tactics_parent_tactic_id_idx').on(t.parentTacticId),
    index('tactics_status_created_at_idx').on(t.status, t.createdAt.desc().nullsFirst()),
    index('tactics_status_published_at_idx').on(t.status, t.publishedAt.desc().nullsFirst()),
    index('tactics_vote_count_idx').on(t.voteCount.desc().nullsFirst()),
    index('tactics_submitted_by_idx').on(t.submittedBy),
    index('tactics_tags_idx').using('gin', t.tags),
    index('tactics_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    index('tactics_search_vector_idx').using('gin', t.searchVector),
  ],
);

/** "Related Case Studies" an editor linked to a tactic. */
export const tacticCaseStudies = pgTable(
  'tactic_case_studies',
  {
    tacticId: cascadeRef('tactic_id', () => tactics.id),
    caseStudyId: cascadeRef('case_study_id', () => caseStudies.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tacticId, t.caseStudyId] }), index('tactic_case_studies_case_study_id_idx').on(t.caseStudyId)],
);

/**
 * Exact counts of published case studies, kept by a trigger on case_studies (migrations 0005,
 * 0011) in the same transaction as the change: facet 'all' (key ''), 'continent' (the covered
 * regions), 'case_study_type' (success, failure), 'country' (keyed by the trimmed, lower-cased
 * name) and 'region_tag' (keyed by the lower-cased tag, so "MRR" and "Mrr" are one facet;
 * label is the spelling first seen).
 */
export const caseStudyFacetCounts = pgTable(
  'case_study_facet_counts',
  {
    facet: text('facet').notNull(),
    key: text('key').notNull(),
    label: text('label').notNull(),
    uses: integer('uses').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.facet, t.key] }), index('case_study_facet_counts_uses_idx').on(t.facet, t.uses.desc().nullsFirst())],
);

/**
 * The catalog's change log: a row per change a browse list can notice, written by triggers on
 * case_studies in the writing transaction (migration 0028, changed since), with the writer's
 * transaction id. No row is shared between writers, so a vote waits for no other vote. An
 * instance's browse index remembers the snapshot of its last look and reads only the changes of
 * transactions that snapshot did not see (those that had not begun, or were still running):
 * every change committed before a look is read by it, whichever instance made it (ADR 053). A
 * null study id means every row (a TRUNCATE).
 */
export const catalogChanges = pgTable(
  'catalog_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    caseStudyId: uuid('case_study_id'),
    /** The writing transaction's id (`pg_current_xact_id()`). */
    xid: bigint('xid', { mode: 'number' })
      .notNull()
      .default(sql`(pg_current_xact_id()::text)::bigint`),
    changedAt: defaultsToNow('changed_at'),
  },
  (t) => [index('catalog_changes_xid_idx').on(t.xid)],
);

/**
 * Every word of published case studies' titles and introductions (`search_text` split at each
 * character that is not a letter or digit) with its lexemes in the `english` configuration, as
 * `search_head` holds them: the typo-tolerant fallback finds the words similar to a typed word
 * here, through the trigram index, and then the studies whose head carries their lexemes
 * (decision 070). Kept by triggers on case_studies (migrations 0045, 0047), only ever in the
 * transaction of a change the change log records, so the browse index, which holds the words
 * too, reads the new ones by `xid` on its next look (decision 073). A word is never removed, so
 * a word no study has any more only makes a lexeme that matches nothing.
 */
export const catalogWords = pgTable(
  'catalog_words',
  {
    word: text('word').primaryKey(),
    lexemes: text('lexemes').array().notNull(),
    /** The adding transaction's id (`pg_current_xact_id()`). */
    xid: bigint('xid', { mode: 'number' })
      .notNull()
      .default(sql`(pg_current_xact_id()::text)::bigint`),
  },
  (t) => [index('catalog_words_word_trgm_idx').using('gin', t.word.op('gin_trgm_ops')), index('catalog_words_xid_idx').on(t.xid)],
);

/** How far the prune sweep deleted changes: those of transactions up to `throughXid` may be gone (one row). */
export const catalogChangesPruned = pgTable('catalog_changes_pruned', {
  id: integer('id').primaryKey().default(1),
  throughXid: bigint('through_xid', { mode: 'number' }).notNull().default(0),
});


