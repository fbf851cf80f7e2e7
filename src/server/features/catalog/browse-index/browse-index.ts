import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { publicCaseStudy } from '../../../db/public-content.ts';
import { resultRows } from '../../../lib/sql-helpers.ts';
import { distinctWords } from '../../../lib/text-search.ts';
import { CatalogIndex, type IndexedStudy } from './catalog-index.ts';
import { studyTags, type FilterColumns } from './browse-filter.ts';
import { parseTsvector } from './text-query.ts';

/** Studies read per statement when the whole index is loaded. */
const LOAD_BATCH = 10_000;
/** More changed studies than this since the last look: reloading everything is cheaper. */
const MAX_CHANGES_APPLIED = 5_000;

type StudyRow = Omit<IndexedStudy, 'head' | 'tags' | 'words'> & FilterColumns & { head: string; searchText: string };

const STUDY_COLUMNS = sql.raw(`
  id::text as "id",
  (extract(epoch from published_at) * 1000000)::float8 as "publishedAt",
  vote_count as "voteCount",
  average_rating::float8 as "averageRating",
  rating_count as "ratingCount",
  monthly_revenue as "monthlyRevenue",
  starting_costs as "startingCosts",
  founder_count + employee_count as "teamSize",
  year_founded as "yearFounded",
  case_study_type::text as "caseStudyType",
  business_model::text as "businessModel",
  primary_growth_channel::text as "growthChannel",
  funding_type::text as "fundingType",
  customer_type::text as "customerType",
  involvement::text as "involvement",
  continent::text as "continent",
  country as "country",
  niche as "niche",
  region_keys as "regionKeys",
  tsvector_to_array(search_vector) as "lexemes",
  search_head::text as "head",
  search_text as "searchText"`);

async function readStudies(db: Database, where: SQL, limit?: number): Promise<IndexedStudy[]> {
  const rows = resultRows<StudyRow>(
    await db.execute(sql`select ${STUDY_COLUMNS} from case_studies where ${publicCaseStudy} and ${where} order by id ${limit ? sql`limit ${limit}` : sql``}`),
  );
  return rows.map((row) => ({
    id: row.id,
    publishedAt: row.publishedAt,
    voteCount: row.voteCount,
    averageRating: row.averageRating,
    ratingCount: row.ratingCount,
    monthlyRevenue: row.monthlyRevenue,
    tags: studyTags(row),
    lexemes: row.lexemes,
    head: parseTsvector(row.head),
    words: distinctWords(row.searchText),
  }));
}

/** Every published study's browse columns, a batch at a time. */
export async function* readAllStudies(db: Database): AsyncGenerator<IndexedStudy[]> {
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const batch = await readStudies(db, sql`id > ${after}::uuid`, LOAD_BATCH);
    yield batch;
    if (batch.length < LOAD_BATCH) return;
    after = batch.at(-1)!.id;
  }
}

async function loadAll(db: Database): Promise<CatalogIndex> {
  const index = new CatalogIndex();
  for await (const batch of readAllStudies(db)) index.append(batch);
  index.sortAll();
  return index;
}

type VersionRow = { version: number; prunedThrough: number; changed: string[] | null };

/**
 * One instance's browse index over one database, brought up to date before every list: a
 * list waits for a look at the catalog version that started after the list was asked for, so
 * it sees every change committed before it, whichever instance made it (ADR 035). Lists that
 * arrive together share one look.
 */
export class BrowseIndex {
  private index: CatalogIndex | null = null;
  private version = -1;
  private running: Promise<CatalogIndex> | null = null;
  private next: Promise<CatalogIndex> | null = null;

  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  /** The index, up to date with every change committed before this call. */
  current(): Promise<CatalogIndex> {
    if (!this.running) return this.start();
    this.next ??= this.running
      .catch(() => undefined)
      .then(() => {
        this.next = null;
        return this.start();
      });
    return this.next;
  }

  /**
   * The index, up to date with catalog version `version`, which the caller read after its
   * request arrived: when the index has reached it already, no further look is needed.
   */
  atLeast(version: number): Promise<CatalogIndex> {
    if (this.index && version <= this.version) return Promise.resolve(this.index);
    return this.current();
  }

  /**
   * The index as its last look at the catalog version left it, with that version, without a new
   * look (null before the first): for a caller that reads the version itself and lists again
   * when it has moved on.
   */
  known(): { index: CatalogIndex; version: number } | null {
    return this.index ? { index: this.index, version: this.version } : null;
  }

  private start(): Promise<CatalogIndex> {
    const run = this.catchUp().finally(() => {
      if (this.running === run) this.running = null;
    });
    this.running = run;
    return run;
  }

  private async catchUp(): Promise<CatalogIndex> {
    const [row] = resultRows<VersionRow>(
      await this.db.execute(sql`
        select v.version::float8 as "version", v.pruned_through::float8 as "prunedThrough",
          (select array_agg(distinct coalesce(c.case_study_id::text, '*')) from catalog_changes c
            where c.version > ${this.version} and c.version <= v.version) as "changed"
        from catalog_version v where v.id = 1`),
    );
    const version = row?.version ?? 0;
    if (this.index && version === this.version) return this.index;
    const changed = row?.changed ?? [];
    const reload =
      !this.index || version < this.version || (row?.prunedThrough ?? 0) > this.version || changed.includes('*') || changed.length > MAX_CHANGES_APPLIED;
    if (reload) {
      this.index = await loadAll(this.db);
    } else {
      const index = this.index!;
      const found = await readStudies(this.db, sql`id = any(string_to_array(${changed.join(',')}, ',')::uuid[])`);
      const present = new Set(found.map((study) => study.id));
      for (const id of changed) if (!present.has(id)) index.remove(id);
      for (const study of found) index.upsert(study);
    }
    this.version = version;
    return this.index!;
  }
}

const browseIndexes = new WeakMap<Database, BrowseIndex>();

export function browseIndexFor(db: Database): BrowseIndex {
  let index = browseIndexes.get(db);
  if (!index) {
    index = new BrowseIndex(db);
    browseIndexes.set(db, index);
  }
  return index;
}
