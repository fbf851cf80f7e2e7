import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { StringDecoder } from 'node:string_decoder';
import type ExcelJS from 'exceljs';
import type Papa from 'papaparse';
import { csvQuoteMessage, IMPORT_MESSAGES } from '#shared/schemas/case-import.ts';

/** A file the import cannot read, with the message the uploader sees (a 400). */
export class FileRejected extends Error {
  readonly title: string;
  constructor(message: string, title: string = IMPORT_MESSAGES.invalidTypeTitle) {
    super(message);
    this.title = title;
  }
}

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const startsWith = (chunk: Buffer, bytes: number[]) => bytes.every((byte, index) => chunk[index] === byte);

/**
 * Whether the start of a file is text a CSV can be: almost no control characters (NUL among
 * them). Images, PDFs, archives, executables and UTF-16 text renamed .csv fail within their first
 * bytes; a stray NUL in a cell does not, and is reported with its row.
 */
function looksLikeText(head: Buffer): boolean {
  const sample = head.subarray(0, 4096);
  let control = 0;
  for (const byte of sample) {
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c) control += 1;
  }
  // A few in any file, so a short CSV with one stray character is still read.
  return control <= Math.max(4, sample.length / 100);
}

/** UTF-8 text from bytes, split safely across chunk boundaries, without a leading BOM. */
function utf8Decoder() {
  const decoder = new StringDecoder('utf8');
  let first = true;
  return new Transform({
    decodeStrings: true,
    readableObjectMode: false,
    transform(chunk: Buffer, _encoding, callback) {
      let text = decoder.write(chunk);
      if (first && text.length > 0) {
        first = false;
        if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
      }
      callback(null, text);
    },
    flush(callback) {
      callback(null, decoder.end());
    },
  });
}

/** Rows parsed ahead of the import before the parser waits for it. */
const CSV_ROWS_AHEAD = 256;

/**
 * The CSV's records, each numbered as a spreadsheet shows it (blank lines count, a quoted cell
 * over several lines stays in its row). A quote left open swallows the rest of the file into one
 * cell, so it refuses the file, naming the row where the cell starts.
 */
async function* csvRows(source: Readable): AsyncGenerator<SheetRow> {
  const decoded = source.pipe(utf8Decoder());
  source.once('error', (error) => decoded.destroy(error));
  const queue: SheetRow[] = [];
  let parser: Papa.Parser | undefined;
  let paused = false;
  let done = false;
  let failure: unknown;
  let wake: (() => void) | undefined;
  const signal = () => {
    wake?.();
    wake = undefined;
  };
  let number = 0;
  // The parsers are loaded with the first import, not at start (decision 069).
  const { default: Papa } = await import('papaparse');
  Papa.parse<string[]>(decoded, {
    skipEmptyLines: false,
    step(results, handle) {
      parser = handle;
      number += 1;
      if (results.errors.some((error) => error.type === 'Quotes')) {
        failure ??= new FileRejected(csvQuoteMessage(number), IMPORT_MESSAGES.failedTitle);
        handle.abort();
      } else queue.push({ number, cells: results.data });
      if (queue.length >= CSV_ROWS_AHEAD && !paused) {
        paused = true;
        handle.pause();
      }
      signal();
    },
    complete() {
      done = true;
      signal();
    },
    error(error) {
      failure ??= error;
      signal();
    },
  });
  try {
    for (;;) {
      const row = queue.shift();
      if (row) {
        yield row;
        continue;
      }
      if (failure) throw failure;
      if (done) return;
      if (paused) {
        // Resuming may parse rows at once: look at the queue again before waiting.
        paused = false;
        parser?.resume();
        continue;
      }
      await new Promise<void>((resolve) => (wake = resolve));
    }
  } finally {
    if (!done) parser?.abort();
    decoded.destroy();
  }
}

/** A cell as text: numbers and dates as written, rich text and links by their text, formulas by their result. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value !== 'object') return String(value);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('text' in value && typeof value.text === 'string') return value.text;
  if ('result' in value) return cellText((value.result ?? null) as ExcelJS.CellValue);
  if ('error' in value) return '';
  return '';
}

/** The parts of exceljs's streaming reader this file drives itself (exceljs 4.4.0, pinned). */
type WorkbookParts = {
  workbookRels?: { Id: string; Target: string }[];
  model?: { sheets?: { rId: string }[] };
  sharedStrings?: unknown[];
  _parseRels(entry: Readable): Promise<void>;
  _parseWorkbook(entry: Readable): Promise<void>;
  _parseSharedStrings(entry: Readable): AsyncGenerator<{ index: number; text: unknown }>;
  _parseWorksheet(content: Readable, sheetNo: string): Generator<{ value: ExcelJS.stream.xlsx.WorksheetReader }>;
};

/**
 * How much of a workbook is unpacked. A few megabytes of ZIP can unpack to gigabytes of XML (the
 * shared strings are all held in memory while the sheet is read), so each entry read is bounded by
 * what its central directory declares and again by the bytes it actually inflates to.
 */
export const XLSX_LIMITS = {
  /** The workbook's description and its relationships: small in any real workbook. */
  partBytes: 5 * 1024 * 1024,
  /** All the text of the cells, held in memory while the sheet is read. */
  sharedStringsBytes: 50 * 1024 * 1024,
  sharedStrings: 500_000,
  /** The first sheet's XML, read a row at a time. */
  sheetBytes: 100 * 1024 * 1024,
} as const;

type ArchiveEntry = { path: string; uncompressedSize: number; stream(): Readable };

/** An entry's inflated bytes, refusing the file past `limit` whatever the archive declares. */
function boundedEntry(file: ArchiveEntry, limit: number): Readable {
  const refuse = () => new FileRejected(IMPORT_MESSAGES.workbookTooLarge, IMPORT_MESSAGES.failedTitle);
  if (file.uncompressedSize > limit) throw refuse();
  let inflated = 0;
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      inflated += chunk.length;
      callback(inflated > limit ? refuse() : null, chunk);
    },
  });
  const source = file.stream();
  source.once('error', (error) => counted.destroy(error));
  return source.pipe(counted);
}

/**
 * The first worksheet's rows, numbered as the sheet numbers them. The upload is spooled to a
 * temporary file and read through the ZIP's central directory, so the workbook's description is
 * parsed before its first sheet whatever order the archive stores them in. exceljs's own single
 * streaming pass can lose `xl/workbook.xml` when it comes after the sheets (exceljs issue 3064),
 * which refused valid workbooks at random. Rows are still read one at a time from the sheet's
 * compressed entry; the shared strings are counted as they are read (XLSX_LIMITS).
 */
async function* xlsxRows(source: Readable): AsyncGenerator<SheetRow> {
  const folder = await mkdtemp(join(tmpdir(), 'flightdeck-import-'));
  try {
    const path = join(folder, 'upload.xlsx');
    await pipeline(source, createWriteStream(path));
    const [{ default: unzipper }, { default: ExcelJS }] = await Promise.all([import('unzipper'), import('exceljs')]);
    const archive = await unzipper.Open.file(path);
    const entry = (name: string) => archive.files.find((file) => file.path === name);
    const rels = entry('xl/_rels/workbook.xml.rels');
    const book = entry('xl/workbook.xml');
    if (!rels || !book) throw new Error('Not a workbook');

    const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([]), { sharedStrings: 'emit', hyperlinks: 'ignore', styles: 'ignore', worksheets: 'emit', entries: 'ignore' });
    const parts = reader as unknown as WorkbookParts;
    await parts._parseRels(boundedEntry(rels, XLSX_LIMITS.partBytes));
    await parts._parseWorkbook(boundedEntry(book, XLSX_LIMITS.partBytes));
    const stringsEntry = entry('xl/sharedStrings.xml');
    const strings: unknown[] = [];
    if (stringsEntry) {
      for await (const string of parts._parseSharedStrings(boundedEntry(stringsEntry, XLSX_LIMITS.sharedStringsBytes))) {
        if (strings.length >= XLSX_LIMITS.sharedStrings) throw new FileRejected(IMPORT_MESSAGES.workbookTooLarge, IMPORT_MESSAGES.failedTitle);
        strings.push(string.text);
      }
    }
    parts.sharedStrings = strings;

    const first = parts.model?.sheets?.[0];
    const target = first && parts.workbookRels?.find((rel) => rel.Id === first.rId)?.Target;
    if (!target) return;
    const sheetPath = target.startsWith('/') ? target.slice(1) : `xl/${target}`;
    const sheet = entry(sheetPath);
    if (!sheet) throw new Error('Workbook without its first sheet');
    const sheetNo = /(\d+)\.xml$/.exec(sheetPath)?.[1] ?? '1';
    const worksheet = parts._parseWorksheet(boundedEntry(sheet, XLSX_LIMITS.sheetBytes), sheetNo).next().value?.value;
    if (!worksheet) return;
    for await (const row of worksheet) {
      const values = Array.isArray(row.values) ? row.values.slice(1) : [];
      yield { number: row.number, cells: Array.from(values, (value) => cellText(value as ExcelJS.CellValue)) };
    }
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** A row of the file: its number as a spreadsheet shows it (the header is row 1) and its cells. */
export type SheetRow = { number: number; cells: string[] };

export type ReadOptions = {
  maxBytes: number;
  /** Called as bytes arrive, with the running total. */
  onBytes?: (total: number) => void;
};

/**
 * The non-blank rows of an uploaded CSV or XLSX file, header first, read as the bytes arrive: nothing holds
 * the whole file in memory (a workbook is spooled to a temporary file first). The format is decided by the content, not the name: a ZIP is a workbook, an
 * old binary Excel file is refused with its own message, other binary content is not a spreadsheet.
 */
export async function* readSpreadsheet(body: Readable, options: ReadOptions): AsyncGenerator<SheetRow> {
  const source = body[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const chunks = {
    next: async () => {
      try {
        return await source.next();
      } catch {
        throw new FileRejected(IMPORT_MESSAGES.interrupted, IMPORT_MESSAGES.failedTitle);
      }
    },
  };
  let total = 0;
  const count = (chunk: Buffer) => {
    total += chunk.length;
    if (total > options.maxBytes) throw new FileRejected(IMPORT_MESSAGES.tooLarge, IMPORT_MESSAGES.failedTitle);
    options.onBytes?.(total);
    return chunk;
  };
  // Enough of the start to recognise the format.
  let head = Buffer.alloc(0);
  while (head.length < 4096) {
    const next = await chunks.next();
    if (next.done) break;
    head = Buffer.concat([head, count(Buffer.from(next.value))]);
  }
  if (head.toString('utf8').trim() === '' && head.length < 4096) throw new FileRejected(IMPORT_MESSAGES.emptyFile, IMPORT_MESSAGES.failedTitle);
  if (startsWith(head, OLE2)) throw new FileRejected(IMPORT_MESSAGES.legacyExcel);
  const isWorkbook = startsWith(head, ZIP);
  if (!isWorkbook && !looksLikeText(head)) throw new FileRejected(IMPORT_MESSAGES.invalidType);

  const rest = Readable.from(
    (async function* () {
      yield head;
      for (;;) {
        const next = await chunks.next();
        if (next.done) return;
        yield count(Buffer.from(next.value));
      }
    })(),
    { objectMode: false },
  );
  try {
    for await (const row of isWorkbook ? xlsxRows(rest) : csvRows(rest)) if (row.cells.some((cell) => cell.trim() !== '')) yield row;
  } catch (error) {
    if (error instanceof FileRejected) throw error;
    // A ZIP that is no workbook, or a workbook cut short.
    if (isWorkbook) throw new FileRejected(IMPORT_MESSAGES.invalidType);
    throw error;
  }
}
