import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { ImportRowError } from '../../../shared/schemas/case-study-content.ts';
import { importJobStatusEnum } from './enums.ts';
import { cascadeRef, createdAt, id, timestamptz, updatedAt } from './columns.ts';
import { optionalMemberRef } from './member-columns.ts';

/** One bulk import of case studies, with its progress and per-row errors. */
export const importJobs = pgTable(
  'import_jobs',
  {
    id: id(),
    createdBy: optionalMemberRef('created_by'),
    fileName: text('file_name').notNull(),
    total: integer('total').notNull().default(0),
    successful: integer('successful').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    errors: jsonb('errors').$type<ImportRowError[]>().notNull().default([]),
    status: importJobStatusEnum('status').notNull().default('pending'),
    /** The file's size as announced when the import was created, and how much of it the server has read: the progress bar. */
    sizeBytes: integer('size_bytes').notNull().default(0),
    processedBytes: integer('processed_bytes').notNull().default(0),
    createdAt: createdAt(),
    finishedAt: timestamptz('finished_at'),
    /** Renewed while the instance running the import makes progress; a running job whose lease ran out died with its instance. */
    leaseUntil: timestamptz('lease_until'),
  },
  (t) => [
    check('import_jobs_counts_check', sql`${t.successful} >= 0 AND ${t.failed} >= 0 AND ${t.successful} + ${t.failed} <= ${t.total}`),
    index('import_jobs_created_at_idx').on(t.createdAt.desc().nullsFirst()),
  ],
);

/**
 * The checked rows of a running import, a batch at a time, out of sight: they become drafts all
 * together in the transaction that completes the job, and go with it when the job fails.
 */
export const importStagedRows = pgTable(
  'import_staged_rows',
  {
    jobId: cascadeRef('job_id', () => importJobs.id),
    batch: integer('batch').notNull(),
    /** The batch's case studies, as records of case_studies' column names. */
    records: jsonb('records').$type<Record<string, unknown>[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.batch] })],
);

/**
 * Who did what to which item, and when: one row per staff change (publishing, role and tier
 * changes, settings), written in the change's own transaction.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    actorId: optionalMemberRef('actor_id'),
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_at_idx').on(t.createdAt.desc()),
    index('audit_log_subject_idx').on(t.subjectType, t.subjectId, t.createdAt.desc()),
  ],
);

/** Settings staff may change while the site runs; a missing key falls back to configuration. */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedBy: optionalMemberRef('updated_by'),
  updatedAt: updatedAt(),
});
