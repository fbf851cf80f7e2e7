import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { publicCaseStudy } from '../../db/public-content.ts';
import { collectGarbage } from '../../lib/collect-garbage.ts';
import { resultRows } from '../../lib/sql-helpers.ts';
import { CardStore, type HeldCard } from './card-store.ts';
import { CatalogIndex, type IndexedStudy } from './catalog-index.ts';
import { studyTags, type FilterColumns } from './browse-filter.ts';
import { CatalogWords, type CatalogWord } from './catalog-words.ts';
import { parseSnapshot, seenParameters, unseenRows, type Seen } from './change-log.ts';
import { parseTsvector } from './text-query.ts';

/**
 * Studies read per statement when the whole index is loaded. A batch's rows live until it is
 * indexed: 10,000 rows outlived young collections and grew the old generation by hundreds of
 * megabytes of garbage (decision 066). At 5,000 the read takes a quarter of 500's statements'
 * time and leaves the same memory after the collection that follows it (decision 069).
 */
const LOAD_BATCH = 5_000;
/** More changed studies than this since the last look: reloading everything is cheaper. */
const MAX_CHANGES_APPLIED = 5_000;

type StudyRow = Omit<IndexedStudy, 'head' | 'tags'> & FilterColumns & { head: string };

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
  search_head::text as "head"`);

async function readStudies(db: Database, where: SQL, limit?: number): Promise<IndexedStudy[]> {
  const rows = resultRows<StudyRow>(
    // By the uuid column: a bare `id` would name the text output column, sorted without the index.
    await db.execute(sql`select ${STUDY_COLUMNS} from case_studies where ${publicCaseStudy} and ${where} order by case_studies.id ${limit ? sql`limit ${limit}` : sql``}`),
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

type LookRow = { snapshot: string; prunedThrough: number; changed: string[] | null; words: CatalogWord[] | null };

type Look = { seen: Seen; prunedThrough: number; changed: string[]; words: CatalogWord[] };

/**
 * Reads the changed studies' ids since `seen` (up to one more than applying them is worth) and
 * the catalogue's words added since, with the look's own snapshot.
 */
async function look(db: Database, seen: Seen | null): Promise<Look> {
  const since = seenParameters(seen);
  const [row] = resultRows<LookRow>(
    await db.execute(sql`
      select pg_current_snapshot()::text as "snapshot",
        (select through_xid::float8 from catalog_changes_pruned where id = 1) as "prunedThrough",
        ${
          seen
            ? sql`(select array_agg(study) from (
                select distinct coalesce(case_study_id::text, '*') as study from catalog_changes
                where ${unseenRows(sql`catalog_changes.xid`, since.xmax, since.xip)} limit ${MAX_CHANGES_APPLIED + 1}) changed)`
            : sql`null::text[]`
        } as "changed",
        ${
          seen
            ? sql`(select json_agg(json_build_object('word', word, 'lexemes', lexemes)) from catalog_words
                where ${unseenRows(sql`catalog_words.xid`, since.xmax, since.xip)})`
            : sql`null::json`
        } as "words"`),
  );
  return { seen: parseSnapshot(row!.snapshot), prunedThrough: row?.prunedThrough ?? 0, changed: row?.changed ?? [], words: row?.words ?? [] };
}

/** The catalogue's words (`catalog_words`), for the typo-tolerant fallback. */
async function readAllWords(db: Database): Promise<CatalogWords> {
  const words = new CatalogWords();
  words.add(resultRows<CatalogWord>(await db.execute(sql`select word, lexemes from catalog_words`)));
  return words;
}

/** Every published study and the catalogue's words, read after a look whose snapshot the index then starts from. */
async function loadAll(db: Database): Promise<{ index: CatalogIndex; seen: Seen }> {
  const { seen } = await look(db, null);
  const index = new CatalogIndex(await readAllWords(db));
  for await (const batch of readAllStudies(db)) index.append(batch);
  index.sortAll();
  return { index, seen };
}

/**
 * The cards an instance holds at most, in characters (UTF-16 units): every card of a catalogue of
 * 100,000 studies (about 650 characters each), 64 MB of memory when they are Latin-1, 128 MB at
 * most.
 */
const CARD_STORE_CHARACTERS = 64 * 1024 * 1024;

/** The browse index as its last look left it, with that look's snapshot and number, and the cards held as current as it. */
export type KnownIndex = { index: CatalogIndex; seen: Seen; look: number; cards: CardStore };

type LoadListener = (outcome: { caseStudies: number; ms: number } | { error: unknown }) => void;

/**
 * One instance's browse index over one database. It is read in the background (at start, and
 * again whenever applying the changes one by one is not possible or not worth it); until it is,
 * `upToDate` answers null and lists are made in SQL. Once read, a list waits for a look at the
 * change log that started after the list was asked for, so it sees every change committed before
 * it, whichever instance made it (ADR 035, 053). Lists that arrive together share one look.
 */
export class BrowseIndex {
  private index: CatalogIndex | null = null;
  private seen: Seen | null = null;
  private cards = new CardStore(CARD_STORE_CHARACTERS);
  /** Rises with every look that brought the index up to date (and every read of it). */
  private looks = 0;
  private loading: Promise<void> | null = null;
  /** Whether an index was let go since the last read (a gap in the change log). */
  private letGo = false;
  private running: Promise<CatalogIndex | null> | null = null;
  private next: Promise<CatalogIndex | null> | null = null;

  private readonly db: Database;
  private readonly onLoad: LoadListener;

  constructor(db: Database, onLoad: LoadListener = () => undefined) {
    this.db = db;
    this.onLoad = onLoad;
  }

  /** Whether an index is read and serves lists. */
  get ready(): boolean {
    return this.index !== null;
  }

  /** Reads the whole catalogue in the background, unless that is under way; settles when it is read (or failed). */
  load(): Promise<void> {
    this.loading ??= (async () => {
      const started = performance.now();
      // An index let go after a gap is garbage: collected before the new one is read, the two
      // are never held at once.
      if (this.letGo) collectGarbage();
      this.letGo = false;
      try {
        const { index, seen } = await loadAll(this.db);
        // The read's rows (and an index let go before it) are garbage now: give their memory back.
        collectGarbage();
        this.index = index;
        this.seen = seen;
        this.cards = new CardStore(CARD_STORE_CHARACTERS);
        this.looks += 1;
        this.onLoad({ caseStudies: index.size, ms: Math.round(performance.now() - started) });
      } catch (error) {
        this.onLoad({ error });
      } finally {
        this.loading = null;
      }
    })();
    return this.loading;
  }

  /**
   * The index, up to date with every change committed before this call; null while there is none
   * to serve (being read), never waiting for a read of the whole catalogue.
   */
  upToDate(): Promise<CatalogIndex | null> {
    if (!this.index) {
      void this.load();
      return Promise.resolve(null);
    }
    if (!this.running) return this.start();
    this.next ??= this.running
      .catch(() => undefined)
      .then(() => {
        this.next = null;
        return this.start();
      });
    return this.next;
  }

  /** The index up to date with every change committed before this call, waiting for it to be read if need be. */
  async current(): Promise<CatalogIndex> {
    for (;;) {
      const index = await this.upToDate();
      if (index) return index;
      await this.load();
    }
  }

  /**
   * The index as its last look left it, with that look's snapshot and number (null while there is
   * none): for a caller that asks the database itself whether anything changed since (`changedSince`).
   */
  known(): KnownIndex | null {
    return this.index && this.seen ? { index: this.index, seen: this.seen, look: this.looks, cards: this.cards } : null;
  }

  /**
   * Takes in cards read by a statement that found nothing changed since look number `look`: they
   * are the cards as that look saw them, current while no later look has applied a change.
   */
  keepCards(look: number, ids: readonly string[], cards: readonly HeldCard[]): void {
    if (this.index && this.looks === look) this.cards.keep(ids, cards);
  }

  /**
   * The index, when a read that started after the caller's request found no change since look
   * number `look` (`known().look`); otherwise as `upToDate`.
   */
  unchangedSince(look: number, changed: boolean): Promise<CatalogIndex | null> {
    if (!changed && this.index && this.looks >= look) return Promise.resolve(this.index);
    return this.upToDate();
  }

  private start(): Promise<CatalogIndex | null> {
    const run = this.catchUp().finally(() => {
      if (this.running === run) this.running = null;
    });
    this.running = run;
    return run;
  }

  private async catchUp(): Promise<CatalogIndex | null> {
    const index = this.index;
    const seen = this.seen;
    if (!index || !seen) return null;
    const found = await look(this.db, seen);
    const { changed } = found;
    if (found.prunedThrough >= seen.xmin || changed.includes('*') || changed.length > MAX_CHANGES_APPLIED) {
      // Read everything again in the background; SQL answers meanwhile, and the old index is let go.
      this.index = null;
      this.seen = null;
      this.cards = new CardStore(CARD_STORE_CHARACTERS);
      this.letGo = true;
      void this.load();
      return null;
    }
    if (changed.length > 0) {
      const studies = await readStudies(this.db, sql`id = any(string_to_array(${changed.join(',')}, ',')::uuid[])`);
      // From here to the new look's number nothing waits: a card kept meanwhile under the last
      // look's number is let go here if its study changed.
      const present = new Set(studies.map((study) => study.id));
      for (const id of changed) {
        this.cards.forget(id);
        if (!present.has(id)) index.remove(id);
      }
      for (const study of studies) index.upsert(study);
    }
    index.words.add(found.words);
    this.seen = found.seen;
    this.looks += 1;
    return index;
  }
}
