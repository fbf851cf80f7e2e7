import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { StringDecoder } from 'node:string_decoder';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import unzipper from 'unzipper';
import { IMPORT_MESSAGES } from '#shared/schemas/case-import.ts';

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
 * Whether the start of a file is text a CSV can be: no NUL and almost no other control
 * characters. Images, PDFs, archives and executables renamed .csv fail within their first bytes.
 */
function looksLikeText(head: Buffer): boolean {
  const sample = head.subarray(0, 4096);
  let control = 0;
  for (const byte of sample) {
    if (byte === 0) return false;
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c) control += 1;
  }
  return control <= sample.length / 100;
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

async function* csvRows(source: Readable): AsyncGenerator<string[]> {
  const parser = Papa.parse(Papa.NODE_STREAM_INPUT, { skipEmptyLines: 'greedy' }) as unknown as NodeJS.ReadWriteStream & AsyncIterable<string[]>;
  const decoded = source.pipe(utf8Decoder());
  decoded.on('error', (error) => parser.emit('error', error));
  decoded.pipe(parser);
  for await (const row of parser) yield row;
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
  _parseRels(entry: Readable): Promise<void>;
  _parseWorkbook(entry: Readable): Promise<void>;
  _parseSharedStrings(entry: Readable): AsyncGenerator<unknown>;
  _parseWorksheet(content: Readable, sheetNo: string): Generator<{ value: ExcelJS.stream.xlsx.WorksheetReader }>;
};

/**
 * The first worksheet's rows. The upload is spooled to a temporary file and read through the ZIP's
 * central directory, so the workbook's description is parsed before its first sheet whatever order
 * the archive stores them in. exceljs's own single streaming pass can lose `xl/workbook.xml` when it
 * comes after the sheets (exceljs issue 3064), which refused valid workbooks at random.
 * Rows are still read one at a time from the sheet's compressed entry.
 */
async function* xlsxRows(source: Readable): AsyncGenerator<string[]> {
  const folder = await mkdtemp(join(tmpdir(), 'flightdeck-import-'));
  try {
    const path = join(folder, 'upload.xlsx');
    await pipeline(source, createWriteStream(path));
    const archive = await unzipper.Open.file(path);
    const entry = (name: string) => archive.files.find((file) => file.path === name);
    const rels = entry('xl/_rels/workbook.xml.rels');
    const book = entry('xl/workbook.xml');
    if (!rels || !book) throw new Error('Not a workbook');

    const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([]), { sharedStrings: 'cache', hyperlinks: 'ignore', styles: 'ignore', worksheets: 'emit', entries: 'ignore' });
    const parts = reader as unknown as WorkbookParts;
    await parts._parseRels(rels.stream());
    await parts._parseWorkbook(book.stream());
    const strings = entry('xl/sharedStrings.xml');
    if (strings) for await (const _ of parts._parseSharedStrings(strings.stream()));

    const first = parts.model?.sheets?.[0];
    const target = first && parts.workbookRels?.find((rel) => rel.Id === first.rId)?.Target;
    if (!target) return;
    const sheetPath = target.startsWith('/') ? target.slice(1) : `xl/${target}`;
    const sheet = entry(sheetPath);
    if (!sheet) throw new Error('Workbook without its first sheet');
    const sheetNo = /(\d+)\.xml$/.exec(sheetPath)?.[1] ?? '1';
    const worksheet = parts._parseWorksheet(sheet.stream(), sheetNo).next().value?.value;
    if (!worksheet) return;
    for await (const row of worksheet) {
      const values = Array.isArray(row.values) ? row.values.slice(1) : [];
      const cells = Array.from(values, (value) => cellText(value as ExcelJS.CellValue));
      if (cells.some((cell) => cell.trim() !== '')) yield cells;
    }
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

export type ReadOptions = {
  maxBytes: number;
  /** Called as bytes arrive, with the running total. */
  onBytes?: (total: number) => void;
};

/**
 * The rows of an uploaded CSV or XLSX file, header first, read as the bytes arrive: nothing holds
 * the whole file in memory (a workbook is spooled to a temporary file first). The format is decided by the content, not the name: a ZIP is a workbook, an
 * old binary Excel file is refused with its own message, other binary content is not a spreadsheet.
 */
export async function* readSpreadsheet(body: Readable, options: ReadOptions): AsyncGenerator<string[]> {
  const source = body[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  let bodyFailed = false;
  const chunks = {
    next: async () => {
      try {
        return await source.next();
      } catch (error) {
        bodyFailed = true;
        throw error;
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
    yield* isWorkbook ? xlsxRows(rest) : csvRows(rest);
  } catch (error) {
    if (error instanceof FileRejected || bodyFailed) throw error;
    // A ZIP that is no workbook, or a workbook cut short.
    if (isWorkbook) throw new FileRejected(IMPORT_MESSAGES.invalidType);
    throw error;
  }
}
