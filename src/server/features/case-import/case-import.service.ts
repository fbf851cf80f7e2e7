import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import {
  IMPORT_ERRORS_KEPT,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  IMPORT_MESSAGES,
  importStoppedMessage,
  isSpreadsheetFile,
  type CreateImportInput,
  type ImportJob,
  type ImportRowError,
} from '#shared/schemas/case-import.ts';
import type { SessionUser } from '../../app-context.ts';
import { authorize, authorizeOwner } from '../../auth/authorize.ts';
import type { Database } from '../../db/client.ts';
import { recordAudit } from '../../lib/audit.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/params.ts';
import {
  claimJob,
  completeJob,
  createJob,
  failJob,
  findJob,
  IMPORT_LEASE_RENEW_MS,
  lapsedJobs,
  renewLease,
  stageBatch,
  type BatchProgress,
  type ImportJobRow,
} from './case-import.queries.ts';
import { FileRejected, readSpreadsheet } from './case-import.reader.ts';
import { readHeader, rowToCaseStudy } from './case-import.rows.ts';

/** Rows per staged batch: small enough to show progress often, large enough to read 10,000 rows quickly. */
export const IMPORT_BATCH_ROWS = 500;

const importNotFound = () => notFound(IMPORT_MESSAGES.notFound);

export function presentJob(row: ImportJobRow): ImportJob {
  return {
    id: row.id,
    fileName: row.fileName,
    status: row.status,
    total: row.total,
    successful: row.successful,
    failed: row.failed,
    errors: row.errors,
    sizeBytes: row.sizeBytes,
    processedBytes: row.processedBytes,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** Step one: the file's name, type and size are checked (the spec's file check) and the import is recorded as pending. */
export async function startImport(db: Database, user: SessionUser, input: Required<CreateImportInput>): Promise<ImportJob> {
  authorize(user, 'ADMIN_CONTENT');
  if (!isSpreadsheetFile({ name: input.fileName, type: input.type })) throw badRequest(IMPORT_MESSAGES.invalidType, { title: IMPORT_MESSAGES.invalidTypeTitle });
  return presentJob(await createJob(db, { createdBy: user.id, fileName: input.fileName, sizeBytes: input.size }));
}

/** Fails the running imports whose instance died (their lease ran out): the given one, or all. */
export async function failLapsedImports(db: Database, jobId?: string): Promise<number> {
  const lapsed = await lapsedJobs(db, jobId);
  for (const job of lapsed) await failJob(db, job.id, { row: 0, message: importStoppedMessage(job.total) }, { leaseLapsed: true });
  return lapsed.length;
}

/** An import as the page polls it; one whose instance died is failed first, so the page sees it end. */
export async function getImport(db: Database, user: SessionUser, id: string): Promise<ImportJob> {
  authorize(user, 'ADMIN_CONTENT');
  if (isUuid(id)) await failLapsedImports(db, id);
  const row = isUuid(id) ? await findJob(db, id) : undefined;
  if (!row) throw importNotFound();
  return presentJob(row);
}

const emptyBatch = (): BatchProgress => ({ read: 0, inserted: [], errors: [], failed: 0, processedBytes: 0 });

/** The job was failed by another instance (its lease ran out) while this one still read it. */
class ImportTakenOver extends Error {}

/**
 * Step two: the file itself, read as it arrives. Each row is checked with the editor's schema;
 * every IMPORT_BATCH_ROWS rows, the valid ones are staged and the job's counts and bytes read
 * are saved, which is the progress the page polls. The import is all or nothing: the staged rows
 * become drafts together in the transaction that completes the job, and a job that fails, or whose
 * instance dies (its lease runs out), leaves none. Invalid rows are reported by their number as a
 * spreadsheet shows it (the header is row 1) with every problem found.
 */
export async function runImport(db: Database, user: SessionUser, id: string, body: ReadableStream<Uint8Array> | null): Promise<ImportJob> {
  authorize(user, 'ADMIN_CONTENT');
  if (!isUuid(id)) throw importNotFound();
  const job = await claimJob(db, id, user.id);
  if (!job) {
    const existing = await findJob(db, id);
    if (!existing) throw importNotFound();
    authorizeOwner(user.id, existing.createdBy, IMPORT_MESSAGES.notFound);
    throw conflict(IMPORT_MESSAGES.alreadyStarted);
  }

  let bytesRead = 0;
  let kept = 0;
  let rows = 0;
  let batchNumber = 0;
  let batch = emptyBatch();
  const flush = async () => {
    batchNumber += 1;
    if (!(await stageBatch(db, id, batchNumber, { ...batch, processedBytes: bytesRead }))) throw new ImportTakenOver();
    batch = emptyBatch();
    lastRenewal = Date.now();
  };
  // While bytes arrive between batches, the lease is renewed now and then (never two at once).
  let lastRenewal = Date.now();
  let renewal: Promise<void> | undefined;
  const onBytes = (total: number) => {
    bytesRead = total;
    if (renewal || Date.now() - lastRenewal < IMPORT_LEASE_RENEW_MS) return;
    lastRenewal = Date.now();
    renewal = renewLease(db, id, total)
      .catch(() => undefined)
      .finally(() => (renewal = undefined));
  };
  try {
    if (!body) throw new FileRejected(IMPORT_MESSAGES.emptyFile, IMPORT_MESSAGES.failedTitle);
    const source = Readable.fromWeb(body as WebReadableStream<Uint8Array>);
    let columns: Map<string, number> | undefined;
    for await (const { number, cells } of readSpreadsheet(source, { maxBytes: IMPORT_MAX_BYTES, onBytes })) {
      if (!columns) {
        columns = readHeader(cells);
        continue;
      }
      rows += 1;
      if (rows > IMPORT_MAX_ROWS) throw new FileRejected(IMPORT_MESSAGES.tooManyRows, IMPORT_MESSAGES.failedTitle);
      batch.read += 1;
      const result = rowToCaseStudy(cells, columns);
      if (result.ok) batch.inserted.push(result.values);
      else {
        batch.failed += 1;
        if (kept < IMPORT_ERRORS_KEPT) {
          kept += 1;
          batch.errors.push({ row: number, message: result.message } satisfies ImportRowError);
        }
      }
      if (batch.read >= IMPORT_BATCH_ROWS) await flush();
    }
    if (!columns) throw new FileRejected(IMPORT_MESSAGES.emptyFile, IMPORT_MESSAGES.failedTitle);
    if (rows === 0) throw new FileRejected(IMPORT_MESSAGES.noRows, IMPORT_MESSAGES.failedTitle);
    await flush();
    await renewal;
    const finished = await db.transaction(async (tx) => {
      const row = await completeJob(tx, id);
      if (!row) return undefined;
      await recordAudit(tx, {
        actorId: user.id,
        action: 'case_studies.imported',
        subjectType: 'import_job',
        subjectId: id,
        details: { fileName: row.fileName, total: row.total, successful: row.successful, failed: row.failed },
      });
      return row;
    });
    if (!finished) throw new ImportTakenOver();
    return presentJob(finished);
  } catch (error) {
    await renewal;
    if (error instanceof ImportTakenOver) throw new AppError(409, 'CONFLICT', IMPORT_MESSAGES.interrupted);
    const rejected = error instanceof FileRejected;
    const reason = rejected ? error.message : IMPORT_MESSAGES.failed;
    await failJob(db, id, { row: 0, message: reason }).catch(() => undefined);
    if (rejected) throw new AppError(400, 'BAD_REQUEST', error.message, { title: error.title });
    throw error;
  }
}
