import { and, eq, sql } from 'drizzle-orm';
import type { ImportRowError } from '#shared/schemas/case-import.ts';
import type { Database } from '../../db/client.ts';
import { importJobs } from '../../db/schema/admin.ts';
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

/** Claims a pending job for one upload: a second upload to the same job (any instance) finds nothing to claim. */
export async function claimJob(db: Database, id: string, userId: string): Promise<ImportJobRow | undefined> {
  const [row] = await db
    .update(importJobs)
    .set({ status: 'running' })
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
  techStackPlaybook: ['tech_stack_playbook', 'text[]'],
  resourceLibrary: ['resource_library', 'text[]'],
  contentStructure: ['content_structure', 'jsonb'],
} as const satisfies Partial<Record<keyof CaseStudyValues, readonly [string, string]>>;
const FIELD_KEYS = Object.keys(IMPORT_FIELDS) as (keyof typeof IMPORT_FIELDS)[];
const COLUMN_LIST = sql.raw(FIELD_KEYS.map((key) => IMPORT_FIELDS[key][0]).join(', '));
const RECORD_TYPE = sql.raw(FIELD_KEYS.map((key) => `${IMPORT_FIELDS[key][0]} ${IMPORT_FIELDS[key][1]}`).join(', '));

/**
 * The rows as one JSON parameter expanded by the database (jsonb_to_recordset): building a
 * statement with a parameter per value costs far more than inserting, at thousands of rows.
 */
async function insertCaseStudies(tx: Pick<Database, 'execute'>, rows: CaseStudyValues[]) {
  const records = rows.map((row) => Object.fromEntries(FIELD_KEYS.map((key) => [IMPORT_FIELDS[key][0], row[key] ?? null])));
  await tx.execute(sql`insert into ${caseStudies} (${COLUMN_LIST}) select ${COLUMN_LIST} from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as r(${RECORD_TYPE})`);
}

/** One batch: its valid rows inserted and the job's counts moved on, in one transaction. */
export async function commitBatch(db: Database, jobId: string, batch: BatchProgress) {
  await db.transaction(async (tx) => {
    if (batch.inserted.length > 0) await insertCaseStudies(tx, batch.inserted);
    await tx
      .update(importJobs)
      .set({
        total: sql`${importJobs.total} + ${batch.read}`,
        successful: sql`${importJobs.successful} + ${batch.inserted.length}`,
        failed: sql`${importJobs.failed} + ${batch.failed}`,
        errors: batch.errors.length > 0 ? sql`${importJobs.errors} || ${JSON.stringify(batch.errors)}::jsonb` : undefined,
        processedBytes: batch.processedBytes,
      })
      .where(eq(importJobs.id, jobId));
  });
}

/** Bytes read so far, between batches (a large row count may take a while to fill one). */
export async function recordBytes(db: Database, jobId: string, processedBytes: number) {
  await db.update(importJobs).set({ processedBytes }).where(and(eq(importJobs.id, jobId), eq(importJobs.status, 'running')));
}

export async function finishJob(tx: Pick<Database, 'update'>, jobId: string, status: 'completed' | 'failed', extra: { errors?: ImportRowError[] } = {}) {
  const [row] = await tx
    .update(importJobs)
    .set({
      status,
      finishedAt: new Date(),
      ...(extra.errors && { errors: sql`${importJobs.errors} || ${JSON.stringify(extra.errors)}::jsonb` }),
    })
    .where(eq(importJobs.id, jobId))
    .returning();
  return row!;
}
