// Bulk import of 10,000 CSV rows through the import's own reader, row check, staged batches and
// the one transaction that makes them drafts, on PGlite (or PostgreSQL with DATABASE_URL).
// Target: under 30 s in all, the last transaction reported apart (it holds the database's single
// session on PGlite). Run: node bench/case-import.bench.ts
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { openPglite, openPostgres } from '#server/db/client.ts';
import { importJobs } from '#server/db/schema/admin.ts';
import { completeJob, stageBatch } from '#server/features/case-import/case-import.queries.ts';
import { readSpreadsheet } from '#server/features/case-import/case-import.reader.ts';
import { readHeader, rowToCaseStudy, type CaseStudyValues } from '#server/features/case-import/case-import.rows.ts';
import { IMPORT_BATCH_ROWS } from '#server/features/case-import/case-import.service.ts';
import { IMPORT_COLUMNS, IMPORT_MAX_BYTES } from '#shared/schemas/case-import.ts';

const ROWS = Number(process.env.ROWS ?? 10_000);
const TARGET_MS = 30_000;
const lines = Array.from({ length: ROWS }, (_, i) => `Bench Study ${i},Bench Co ${i},SaaS,${i * 10},"A description, with commas and ünïcode",Jane Doe,https://example.com,"growth, saas",self_reported,2026-06-30`);
const file = Buffer.from(`${[...IMPORT_COLUMNS, 'figures_source', 'figures_as_of'].join(',')}\r\n${lines.join('\r\n')}\r\n`);
// Arrives in 64 KB chunks, as from a socket.
const chunks = Array.from({ length: Math.ceil(file.length / 65_536) }, (_, i) => file.subarray(i * 65_536, (i + 1) * 65_536));

const dir = process.env.DATABASE_URL ? null : mkdtempSync(path.join(tmpdir(), 'import-bench-'));
const handle = dir ? await openPglite(dir) : openPostgres(process.env.DATABASE_URL!);
await handle.migrate();
const [job] = await handle.db.insert(importJobs).values({ fileName: 'bench.csv', sizeBytes: file.length, status: 'running' }).returning();

const started = performance.now();
let columns: Map<string, number> | undefined;
let batch: CaseStudyValues[] = [];
let read = 0;
let bytes = 0;
let imported = 0;
let batches = 0;
for await (const { cells } of readSpreadsheet(Readable.from(chunks), { maxBytes: IMPORT_MAX_BYTES, onBytes: (n) => (bytes = n) })) {
  if (!columns) {
    columns = readHeader(cells);
    continue;
  }
  read += 1;
  const result = rowToCaseStudy(cells, columns);
  if (result.ok) batch.push(result.values);
  if (read % IMPORT_BATCH_ROWS === 0) {
    await stageBatch(handle.db, job!.id, ++batches, { read: IMPORT_BATCH_ROWS, inserted: batch, errors: [], failed: 0, processedBytes: bytes });
    imported += batch.length;
    batch = [];
  }
}
if (batch.length) await stageBatch(handle.db, job!.id, batches + 1, { read: batch.length, inserted: batch, errors: [], failed: 0, processedBytes: bytes });
imported += batch.length;
const completing = performance.now();
const completed = await handle.db.transaction((tx) => completeJob(tx, job!.id));
if (completed?.successful !== imported) imported = -1;
const lastMs = Math.round(performance.now() - completing);
const ms = Math.round(performance.now() - started);
console.log(
  `${handle.kind}: imported ${imported} of ${ROWS} rows (${(file.length / 1e6).toFixed(1)} MB) in ${ms} ms, the last transaction ${lastMs} ms; target under ${TARGET_MS} ms; heap ${Math.round(process.memoryUsage().heapUsed / 1e6)} MB`,
);
await handle.close();
if (dir) rmSync(dir, { recursive: true, force: true });
process.exitCode = ms < TARGET_MS && imported === ROWS ? 0 : 1;
