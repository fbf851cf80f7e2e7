import { and, eq, sql } from 'drizzle-orm';
import type { ImportRowError } from '#shared/schemas/case-import.ts';
import type { Database } from '../../db/client.ts';
import { importJobs, importStagedRows } from '../../db/schema/admin.ts';
import { caseStudies } from '../../db/schema/content.ts';
import type { CaseStudyValues } from './case-import.rows.ts';

export type ImportJobRow = typeof importJobs.$inferSelect;

export async function createJob(db: Database, values: { createdBy: string; fileName: string; sizeBytes: number }) {
  const [row] = await db.insert(importJobs).values(values).returning();
  return row!;
}

export async function findJob(db: Database, id: string): Promise<ImportJobRow | undefined> {
  const [row] = await db.select().from(importJobs).where(eq(importJobs.id, id));
  return row;
}

/**
 * How long a running import stays its instance's without a sign of progress. The instance renews
 * the lease with every batch and, while bytes arrive, every IMPORT_LEASE_RENEW_MS; a lease that
 * ran out means the instance died (or its upload stalled), and the job is failed by whoever looks.
 */
export const IMPORT_LEASE_MS = 2 * 60_000;
export const IMPORT_LEASE_RENEW_MS = 15_000;
const leaseFromNow = sql`now() + ${IMPORT_LEASE_MS} * interval '1 millisecond'`;

/** Claims a pending job for one upload: a second upload to the same job (any instance) finds nothing to claim. */
export async function claimJob(db: Database, id: string, userId: string): Promise<ImportJobRow | undefined> {
  const [row] = await db
    .update(importJobs)
    .set({ status: 'running', leaseUntil: leaseFromNow })
    .where(and(eq(importJobs.id, id), eq(importJobs.createdBy, userId), eq(importJobs.status, 'pending')))
    .returning();
  return row;
}

export type BatchProgress = { read: number; inserted: CaseStudyValues[]; errors: ImportRowError[]; failed: number; processedBytes: number };

/** Each imported field: its column in case_studies and its SQL type. */
const IMPORT_FIELDS = {
  title: ['title', 'text'],
  status: ['status', 'publication_status'],
  snippet: ['snippet', 'text'],
  featuredImageUrl: ['featured_image_url', 'text'],
  caseStudyType: ['case_study_type', 'case_study_type'],
  language: ['language', 'content_language'],
  niche: ['niche', 'text[]'],
  tags: ['tags', 'text[]'],
  businessName: ['business_name', 'text'],
  websiteUrl: ['website_url', 'text'],
  founderName: ['founder_name', 'text'],
  founderSocialUrl: ['founder_social_url', 'text'],
  monthlyRevenue: ['monthly_revenue', 'integer'],
  monthlyProfit: ['monthly_profit', 'integer'],
  grossMarginPercent: ['gross_margin_percent', 'numeric'],
  startingCosts: ['starting_costs', 'integer'],
  founderCount: ['founder_count', 'integer'],
  employeeCount: ['employee_count', 'integer'],
  yearFounded: ['year_founded', 'integer'],
  country: ['country', 'text'],
  continent: ['continent', 'continent'],
  contentGenesis: ['content_genesis', 'text'],
  contentValidation: ['content_validation', 'text'],
  contentBuilding: ['content_building', 'text'],
  contentLaunch: ['content_launch', 'text'],
  contentGrowth: ['content_growth', 'text'],
  contentStatusFuture: ['content_status_future', 'text'],
  contentLessonsLearned: ['content_lessons_learned', 'text'],
  contentAdvice: ['content_advice', 'text'],
  founderQuote: ['founder_quote', 'text'],
  businessModel: ['business_model', 'business_model'],
  primaryGrowthChannel: ['primary_growth_channel', 'growth_channel'],
  fundingType: ['funding_type', 'funding_type'],
  customerType: ['customer_type', 'customer_type'],
  involvement: ['involvement', 'involvement'],
  regionTags: ['region_tags', 'text[]'],
  figuresProvenance: ['figures_provenance', 'jsonb'],
  techStackPlaybook: ['tech_stack_playbook', 'text[]'],
  resourceLibrary: ['resource_library', 'text[]'],
  contentStructure: ['content_structure', 'jsonb'],
} as const satisfies Partial<Record<keyof CaseStudyValues, readonly [string, string]>>;
const FIELD_KEYS = Object.keys(IMPORT_FIELDS) as (keyof typeof IMPORT_FIELDS)[];
const COLUMN_LIST = sql.raw(FIELD_KEYS.map((key) => IMPORT_FIELDS[key][0]).join(', '));
const RECORD_TYPE = sql.raw(FIELD_KEYS.map((key) => `${IMPORT_FIELDS[key][0]} ${IMPORT_FIELDS[key][1]}`).join(', '));

/** A job claimed before leases existed has none: it is as lapsed as any. */
const leaseLapsed = sql`coalesce(${importJobs.leaseUntil}, '-infinity'::timestamptz) < now()`;
const isRunning = (jobId: string) => and(eq(importJobs.id, jobId), eq(importJobs.status, 'running'));

/**
 * One batch: its valid rows staged (as one JSON array of records) and the job's counts, bytes
 * read and lease moved on, in one transaction. False when the job is no longer running: its lease
 * ran out and it was failed, so this instance must stop.
 */
export async function stageBatch(db: Database, jobId: string, batchNumber: number, batch: BatchProgress): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [moved] = await tx
      .update(importJobs)
      .set({
        total: sql`${importJobs.total} + ${batch.read}`,
        successful: sql`${importJobs.successful} + ${batch.inserted.length}`,
        failed: sql`${importJobs.failed} + ${batch.failed}`,
        errors: batch.errors.length > 0 ? sql`${importJobs.errors} || ${JSON.stringify(batch.errors)}::jsonb` : undefined,
        processedBytes: batch.processedBytes,
        leaseUntil: leaseFromNow,
      })
      .where(isRunning(jobId))
      .returning({ id: importJobs.id });
    if (!moved) return false;
    if (batch.inserted.length > 0) {
      const records = batch.inserted.map((row) => Object.fromEntries(FIELD_KEYS.map((key) => [IMPORT_FIELDS[key][0], row[key] ?? null])));
      await tx.insert(importStagedRows).values({ jobId, batch: batchNumber, records });
    }
    return true;
  });
}

/** Bytes read so far and a renewed lease, between batches (a slow upload may take a while to fill one). */
export async function renewLease(db: Database, jobId: string, processedBytes: number) {
  await db.update(importJobs).set({ processedBytes, leaseUntil: leaseFromNow }).where(isRunning(jobId));
}

/**
 * Completes a running job: every staged row becomes a draft in this one transaction (the rows as
 * JSON expanded by the database with jsonb_to_recordset: building a statement with a parameter
 * per value costs far more than inserting, at thousands of rows). Undefined, changing nothing,
 * when the job is no longer running.
 */
export async function completeJob(tx: Pick<Database, 'update' | 'execute' | 'delete'>, jobId: string): Promise<ImportJobRow | undefined> {
  const [row] = await tx.update(importJobs).set({ status: 'completed', finishedAt: new Date(), leaseUntil: null }).where(isRunning(jobId)).returning();
  if (!row) return undefined;
  await tx.execute(sql`
    insert into ${caseStudies} (${COLUMN_LIST})
    select ${COLUMN_LIST} from ${importStagedRows} as staged, jsonb_to_recordset(staged.records) as r(${RECORD_TYPE})
    where staged.job_id = ${jobId}`);
  await tx.delete(importStagedRows).where(eq(importStagedRows.jobId, jobId));
  return row;
}

/**
 * Fails a running job with a reason and drops its staged rows: nothing of it is imported. With
 * `leaseLapsed`, only if its lease ran out (another instance's sweep; the owner may have renewed it).
 */
export async function failJob(db: Database, jobId: string, error: ImportRowError, options: { leaseLapsed?: boolean } = {}) {
  await db.transaction(async (tx) => {
    const [failed] = await tx
      .update(importJobs)
      .set({ status: 'failed', successful: 0, finishedAt: new Date(), leaseUntil: null, errors: sql`${importJobs.errors} || ${JSON.stringify([error])}::jsonb` })
      .where(and(isRunning(jobId), options.leaseLapsed ? leaseLapsed : undefined))
      .returning({ id: importJobs.id });
    if (failed) await tx.delete(importStagedRows).where(eq(importStagedRows.jobId, jobId));
  });
}

/** Running jobs whose lease ran out (their instance died): the given one, or all. */
export async function lapsedJobs(db: Database, jobId?: string) {
  return db
    .select({ id: importJobs.id, total: importJobs.total })
    .from(importJobs)
    .where(and(eq(importJobs.status, 'running'), leaseLapsed, jobId ? eq(importJobs.id, jobId) : undefined));
}
