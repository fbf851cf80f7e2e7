import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import {
  IMPORT_ERRORS_KEPT,
  IMPORT_MAX_BYTES,
  IMPORT_MESSAGES,
  isSpreadsheetFile,
  type CreateImportInput,
  type ImportJob,
  type ImportRowError,
} from '#shared/schemas/case-import.ts';
import type { SessionUser } from '../../app-context.ts';
import { authorize } from '../../auth/authorize.ts';
import type { Database } from '../../db/client.ts';
import { recordAudit } from '../../lib/audit.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/params.ts';
import { claimJob, commitBatch, createJob, findJob, finishJob, type BatchProgress, type ImportJobRow } from './case-import.queries.ts';
import { FileRejected, readSpreadsheet } from './case-import.reader.ts';
import { readHeader, rowToCaseStudy } from './case-import.rows.ts';

/** Rows per transaction: small enough to show progress often, large enough to insert 10,000 rows quickly. */
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
  authorize(user, { feature: 'ADMIN_CONTENT' });
  if (!isSpreadsheetFile({ name: input.fileName, type: input.type })) throw badRequest(IMPORT_MESSAGES.invalidType, { title: IMPORT_MESSAGES.invalidTypeTitle });
  return presentJob(await createJob(db, { createdBy: user.id, fileName: input.fileName, sizeBytes: input.size }));
}

export async function getImport(db: Database, user: SessionUser, id: string): Promise<ImportJob> {
  authorize(user, { feature: 'ADMIN_CONTENT' });
  const row = isUuid(id) ? await findJob(db, id) : undefined;
  if (!row) throw importNotFound();
  return presentJob(row);
}

const emptyBatch = (): BatchProgress => ({ read: 0, inserted: [], errors: [], failed: 0, processedBytes: 0 });

/**
 * Step two: the file itself, read as it arrives. Each row is checked with the editor's schema;
 * every IMPORT_BATCH_ROWS rows, the valid ones are inserted as drafts and the job's counts and
 * bytes read are saved in one transaction, which is the progress the page polls. Invalid rows are
 * reported by number (1 = the first row under the header) and reason.
 */
export async function runImport(db: Database, user: SessionUser, id: string, body: ReadableStream<Uint8Array> | null): Promise<ImportJob> {
  authorize(user, { feature: 'ADMIN_CONTENT' });
  if (!isUuid(id)) throw importNotFound();
  const job = await claimJob(db, id, user.id);
  if (!job) {
    const existing = await findJob(db, id);
    if (!existing || existing.createdBy !== user.id) throw importNotFound();
    throw conflict(IMPORT_MESSAGES.alreadyStarted);
  }

  let bytesRead = 0;
  let kept = 0;
  let rowNumber = 0;
  let batch = emptyBatch();
  const flush = async () => {
    await commitBatch(db, id, { ...batch, processedBytes: bytesRead });
    batch = emptyBatch();
  };
  try {
    if (!body) throw new FileRejected(IMPORT_MESSAGES.emptyFile, IMPORT_MESSAGES.failedTitle);
    const source = Readable.fromWeb(body as WebReadableStream<Uint8Array>);
    let columns: Map<string, number> | undefined;
    for await (const cells of readSpreadsheet(source, { maxBytes: IMPORT_MAX_BYTES, onBytes: (total) => (bytesRead = total) })) {
      if (!columns) {
        columns = readHeader(cells);
        continue;
      }
      rowNumber += 1;
      batch.read += 1;
      const result = rowToCaseStudy(cells, columns);
      if (result.ok) batch.inserted.push(result.values);
      else {
        batch.failed += 1;
        if (kept < IMPORT_ERRORS_KEPT) {
          kept += 1;
          batch.errors.push({ row: rowNumber, message: result.message } satisfies ImportRowError);
        }
      }
      if (batch.read >= IMPORT_BATCH_ROWS) await flush();
    }
    if (!columns) throw new FileRejected(IMPORT_MESSAGES.emptyFile, IMPORT_MESSAGES.failedTitle);
    if (rowNumber === 0) throw new FileRejected(IMPORT_MESSAGES.noRows, IMPORT_MESSAGES.failedTitle);
    await flush();
    const finished = await db.transaction(async (tx) => {
      const row = await finishJob(tx, id, 'completed');
      await recordAudit(tx, {
        actorId: user.id,
        action: 'case_studies.imported',
        subjectType: 'import_job',
        subjectId: id,
        details: { fileName: row.fileName, total: row.total, successful: row.successful, failed: row.failed },
      });
      return row;
    });
    return presentJob(finished);
  } catch (error) {
    const rejected = error instanceof FileRejected;
    await finishJob(db, id, 'failed', rejected ? { errors: [{ row: 0, message: error.message }] } : {}).catch(() => undefined);
    if (rejected) throw new AppError(400, 'BAD_REQUEST', error.message, { title: error.title });
    throw error;
  }
}
